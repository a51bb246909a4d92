#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Where pokecli keeps its files: the user's data (favourites) and the cache of PokeAPI
/// answers, following each platform's convention.
///
/// The rules are pure functions of the environment, the home folder and the platform, so
/// every rule is tested on every platform; the composition root hands them the running
/// process's environment and home folder. Data and cache are kept apart because a user
/// may delete a cache at any time but expects their favourites to survive.
public enum StorageLocations {
  /// The folder name used under every platform folder.
  public static let applicationName = "pokecli"

  // MARK: - Rules

  /// Where one of pokecli's folders goes on each platform: the first rule that applies
  /// among its override variable, its macOS folder, its XDG variable and its fallback.
  public struct Folder: Sendable {
    /// The variable that names the folder outright.
    let override: String
    /// The folder under the home folder on macOS.
    let macOS: String
    /// The XDG Base Directory variable, taken only when it holds an absolute path.
    let xdg: String
    /// The folder under the home folder elsewhere: the specification's default.
    let fallback: String

    /// The user's own data (favourites):
    ///
    /// 1. `POKECLI_DATA_DIR`, when set and not empty;
    /// 2. on macOS, `~/Library/Application Support/pokecli`;
    /// 3. `$XDG_DATA_HOME/pokecli`, when `XDG_DATA_HOME` is an absolute path (the XDG Base
    ///    Directory specification says a relative one is to be ignored);
    /// 4. `~/.local/share/pokecli`, the specification's default.
    public static let data = Folder(
      override: "POKECLI_DATA_DIR", macOS: "Library/Application Support",
      xdg: "XDG_DATA_HOME", fallback: ".local/share")

    /// Cached PokeAPI answers:
    ///
    /// 1. `POKECLI_CACHE_DIR`, when set and not empty;
    /// 2. on macOS, `~/Library/Caches/pokecli`;
    /// 3. `$XDG_CACHE_HOME/pokecli`, when `XDG_CACHE_HOME` is an absolute path;
    /// 4. `~/.cache/pokecli`.
    public static let cache = Folder(
      override: "POKECLI_CACHE_DIR", macOS: "Library/Caches", xdg: "XDG_CACHE_HOME",
      fallback: ".cache")
  }

  /// Where `folder` is, by the first of its rules that applies; `pokecli` is appended to
  /// all but the override.
  public static func url(
    of folder: Folder, environment: [String: String], home: URL, isMacOS: Bool
  ) -> URL {
    if let override = environment[folder.override], !override.isEmpty {
      // A relative override is taken from the current directory, as a shell user expects.
      return URL(fileURLWithPath: override, isDirectory: true).standardizedFileURL
    }
    let base: URL
    if isMacOS {
      base = home.appending(path: folder.macOS, directoryHint: .isDirectory)
    } else if let xdg = environment[folder.xdg], xdg.hasPrefix("/") {
      base = URL(fileURLWithPath: xdg, isDirectory: true)
    } else {
      base = home.appending(path: folder.fallback, directoryHint: .isDirectory)
    }
    return base.appending(path: applicationName, directoryHint: .isDirectory)
  }

  // MARK: - The running process

  /// The user's home folder: `HOME` when it is an absolute path, as the XDG Base
  /// Directory specification and every shell expect (so `HOME=/tmp/x pokecli` keeps to
  /// `/tmp/x`), else the home the password database gives the user, else `/`.
  ///
  /// Foundation's `homeDirectoryForCurrentUser` is not used: on Linux it reads the password
  /// database first, ignoring `HOME`.
  public static func homeFolder(environment: [String: String]) -> URL {
    if let home = environment["HOME"], home.hasPrefix("/") {
      return URL(fileURLWithPath: home, isDirectory: true)
    }
    return URL(fileURLWithPath: passwordDatabaseHome() ?? "/", isDirectory: true)
  }

  /// The home folder the password database names for the user running pokecli.
  private static func passwordDatabaseHome() -> String? {
    guard let entry = getpwuid(getuid()), let directory = entry.pointee.pw_dir else {
      return nil
    }
    let path = String(cString: directory)
    return path.hasPrefix("/") ? path : nil
  }

  /// Whether this build runs on macOS, where Apple's folder conventions apply.
  public static var isMacOS: Bool {
    #if os(macOS)
      return true
    #else
      return false
    #endif
  }
}
