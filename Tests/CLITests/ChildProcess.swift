import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// One run of a real pokecli process, measured: what it printed, how it exited, how long
/// it took and the most memory it ever held.
struct MeasuredRun: Sendable {
  var stdout: String
  var stderr: String
  var status: Int32
  var elapsed: Duration
  /// The child's peak resident set size in bytes: on Linux the last `VmHWM` read from
  /// `/proc/<pid>/status` while it ran, on Darwin `ru_maxrss` from `wait4`.
  var peakMemory: Int
}

/// Starts an executable with `posix_spawn` and measures that one child.
///
/// On Linux `ru_maxrss` cannot be trusted for a spawned child: a child started with
/// `vfork` semantics from a large test process inherits the parent's high-water mark at
/// `exec`, so every child would seem to use as much memory as the test run. The child's
/// own `VmHWM` (the high-water mark of the memory it maps after `exec`) is read instead,
/// every few milliseconds while it runs; it only grows, so the last reading is its peak,
/// give or take the last few milliseconds of its life. A reading counts only once the
/// child's name is the executable's: the kernel wakes the spawning thread before it hands
/// the child its new memory, so a reading in that moment is the test process's own (seen
/// as a 300 MB "peak" for a process that held 25 MB, with a build running beside).
enum ChildProcess {
  /// Runs `executable` with `arguments` and exactly `environment`, on a thread of its own
  /// so no thread of the cooperative pool blocks while it runs; its standard output goes
  /// to the file `stdout` names when given (then it is not read back). A run longer than
  /// `timeLimit` is killed.
  static func run(
    _ executable: URL, _ arguments: [String], environment: [String: String],
    stdout: String? = nil, timeLimit: Duration = .seconds(120)
  ) async throws -> MeasuredRun {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("pokecli-child-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let out = stdout ?? folder.appendingPathComponent("stdout").path
    let err = folder.appendingPathComponent("stderr").path
    let argv = [executable.path] + arguments
    let envp = environment.map { "\($0.key)=\($0.value)" }
    let (status, elapsed, peak) = try await withCheckedThrowingContinuation { continuation in
      Thread {
        continuation.resume(
          with: Result {
            try spawnAndWait(
              executable.path, argv, envp, out: out, err: err, timeLimit: timeLimit)
          })
      }.start()
    }
    return MeasuredRun(
      // A device given as standard output (`/dev/full`) is not read back.
      stdout: stdout == nil ? (try? String(contentsOfFile: out, encoding: .utf8)) ?? "" : "",
      stderr: (try? String(contentsOfFile: err, encoding: .utf8)) ?? "",
      status: status, elapsed: elapsed, peakMemory: peak)
  }

  private static func spawnAndWait(
    _ path: String, _ argv: [String], _ envp: [String], out: String, err: String,
    timeLimit: Duration
  ) throws -> (Int32, Duration, Int) {
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    let flags = O_WRONLY | O_CREAT | O_TRUNC
    posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
    posix_spawn_file_actions_addopen(&actions, 1, out, flags, 0o600)
    posix_spawn_file_actions_addopen(&actions, 2, err, flags, 0o600)
    let cArgv = argv.map { strdup($0) } + [nil]
    let cEnvp = envp.map { strdup($0) } + [nil]
    defer { (cArgv + cEnvp).forEach { free($0) } }
    let name = URL(fileURLWithPath: path).lastPathComponent
    let clock = ContinuousClock()
    let start = clock.now
    var pid: pid_t = 0
    let spawned = posix_spawn(&pid, path, &actions, nil, cArgv, cEnvp)
    guard spawned == 0 else { throw ChildProcessError(code: spawned) }
    var status: Int32 = 0
    var usage = rusage()
    var highWater = 0
    while true {
      let reaped = wait4(pid, &status, WNOHANG, &usage)
      if reaped == pid { break }
      if reaped < 0 {
        guard errno == EINTR else { throw ChildProcessError(code: errno) }
        continue
      }
      highWater = max(highWater, Self.highWaterMark(of: pid, running: name) ?? 0)
      // A hang fails the test instead of stalling the run: killed, then reaped above.
      if clock.now - start > timeLimit { kill(pid, SIGKILL) }
      usleep(2_000)
    }
    let elapsed = clock.now - start
    let exitStatus = status & 0x7F == 0 ? (status >> 8) & 0xFF : 128 + (status & 0x7F)
    #if canImport(Darwin)
      let peak = Int(usage.ru_maxrss)  // bytes on Darwin
    #else
      let peak = highWater
    #endif
    return (exitStatus, elapsed, peak)
  }

  /// `VmHWM` of a running process, in bytes, once it runs the executable `name`; `nil`
  /// before its `exec` has finished, once it is gone, or where there is no `/proc`.
  static func highWaterMark(of pid: pid_t, running name: String) -> Int? {
    guard let status = try? String(contentsOfFile: "/proc/\(pid)/status", encoding: .utf8)
    else { return nil }
    let lines = status.split(separator: "\n")
    // The kernel keeps the first 15 bytes of a process's name.
    let expected = String(decoding: name.utf8.prefix(15), as: UTF8.self)
    guard let shown = lines.first(where: { $0.hasPrefix("Name:") }),
      shown.dropFirst("Name:".count).trimmingCharacters(in: .whitespaces) == expected,
      let line = lines.first(where: { $0.hasPrefix("VmHWM:") })
    else { return nil }
    let kilobytes = line.split(separator: " ").compactMap { Int($0) }.first
    return kilobytes.map { $0 * 1024 }
  }
}

/// A spawn or wait that failed, with its `errno`.
struct ChildProcessError: Error {
  let code: Int32
}
