import CZlib
import Foundation

/// What the build step's outputs are a function of: this tool's own executable, every
/// table file (name and bytes) and the output folder's path, which the C source names.
///
/// Why: SwiftPM relinks the tool whenever the environment changes, even by a variable
/// nothing reads, and then runs this step again. When the fingerprint is the one the last
/// run wrote, the outputs are left untouched, so nothing downstream is compiled or linked
/// again; the relinked tool is the same bytes, so its share of the fingerprint holds. Two
/// checksums (CRC-32 and Adler-32) over about 16 MB cost a few milliseconds; they guard
/// against change, not against a forger. The system's SQLite and zlib, which the tool
/// links dynamically, are not in it: after their upgrade the kept outputs are still what
/// the tables say, only not byte for byte what a new run would write.
enum InputFingerprint {
  /// The file beside the outputs that keeps the fingerprint of the run that made them.
  static let fileName = "inputs.fingerprint"

  /// The fingerprint of `tables` (the folder's schema and table files), the running
  /// executable and `output`.
  static func of(tables: URL, output: URL) throws -> String {
    var crc = crc32(0, nil, 0)
    var adler = adler32(1, nil, 0)
    func add(_ data: Data) {
      data.withUnsafeBytes { (bytes: UnsafeRawBufferPointer) in
        let all = bytes.bindMemory(to: Bytef.self)
        guard let base = all.baseAddress else { return }
        var offset = 0
        while offset < all.count {
          let count = min(1 << 20, all.count - offset)
          crc = crc32(crc, base + offset, uInt(count))  // at most 2^20: fits
          adler = adler32(adler, base + offset, uInt(count))
          offset += count
        }
      }
    }
    add(Data(output.path.utf8))
    // The running file itself (Linux: /proc/self/exe), not argv[0], which may be a bare name.
    let executable = Bundle.main.executableURL ?? URL(fileURLWithPath: CommandLine.arguments[0])
    add(try Data(contentsOf: executable))
    for file in try inputFiles(in: tables) {
      let bytes = try Data(contentsOf: file)
      add(Data("\(file.lastPathComponent) \(bytes.count)\n".utf8))
      add(bytes)
    }
    return String(crc, radix: 16) + "-" + String(adler, radix: 16)
  }

  /// The files the loader reads, in a fixed order: the plugin's inputs.
  private static func inputFiles(in tables: URL) throws -> [URL] {
    try FileManager.default.contentsOfDirectory(atPath: tables.path)
      .filter { $0.hasSuffix(".tsv") || $0.hasSuffix(".tsv.z") || $0.hasSuffix(".sql") }
      .sorted()
      .map { tables.appendingPathComponent($0) }
  }
}
