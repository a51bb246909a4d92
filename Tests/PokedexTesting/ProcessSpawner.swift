import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Starts a program in a new session with a given terminal as its controlling terminal
/// and its standard input, output and error, with every signal at its default action
/// and none blocked, whatever the test runner set.
enum ProcessSpawner {
  static func spawn(
    _ executable: String, arguments: [String], environment: [String: String],
    terminalPath: String
  ) throws -> pid_t {
    #if canImport(Darwin)
      var attributes: posix_spawnattr_t?
      var actions: posix_spawn_file_actions_t?
      let newSession = Int16(POSIX_SPAWN_SETSID)
    #else
      var attributes = posix_spawnattr_t()
      var actions = posix_spawn_file_actions_t()
      let newSession: Int16 = 0x80  // POSIX_SPAWN_SETSID, which Glibc's module hides.
    #endif
    posix_spawnattr_init(&attributes)
    posix_spawn_file_actions_init(&actions)
    defer {
      posix_spawnattr_destroy(&attributes)
      posix_spawn_file_actions_destroy(&actions)
    }
    let flags = newSession | Int16(POSIX_SPAWN_SETSIGDEF) | Int16(POSIX_SPAWN_SETSIGMASK)
    posix_spawnattr_setflags(&attributes, flags)
    var all = sigset_t()
    sigfillset(&all)
    posix_spawnattr_setsigdefault(&attributes, &all)
    var none = sigset_t()
    sigemptyset(&none)
    posix_spawnattr_setsigmask(&attributes, &none)
    // Opened after setsid, without O_NOCTTY: it becomes the controlling terminal.
    posix_spawn_file_actions_addopen(&actions, 0, terminalPath, O_RDWR, 0)
    posix_spawn_file_actions_adddup2(&actions, 0, 1)
    posix_spawn_file_actions_adddup2(&actions, 0, 2)

    let argv = ([executable] + arguments).map { strdup($0) }
    let envp = environment.map { strdup("\($0.key)=\($0.value)") }
    defer { (argv + envp).forEach { free($0) } }
    var pid: pid_t = 0
    let status = posix_spawn(&pid, executable, &actions, &attributes, argv + [nil], envp + [nil])
    guard status == 0 else { throw PseudoTerminalError.systemCall("posix_spawn", status) }
    return pid
  }
}
