import Foundation

/// The C source that links the compressed database into the binary as read-only data,
/// through the assembler's `.incbin`: no resource bundle to find at run time, and no huge
/// literal to compile.
enum LinkedBytes {
  /// - Parameter info: the database's `pokedex_info` rows; `generated_on`, `source` and
  ///   `pokemon_count` are written as C strings.
  static func source(
    blob: URL, expandedCount: Int, checksum: String, info: [String: String]
  ) throws -> String {
    // The path is spelled inside a C string inside an assembler string: keep it plain.
    let path = blob.path
    guard !path.contains(where: { "\"\\\n".contains($0) }) else {
      throw ToolFailure("the build folder's path has a quote or backslash: \(path)")
    }
    return """
      // Written by pokedex-sqlite during the build; see Apps/BuiltInPokedex.
      #include "BuiltInPokedex.h"

      #if defined(__APPLE__)
      #define POKEDEX_SECTION ".const_data\\n"
      #define POKEDEX_SYMBOL(name) "_" #name
      #else
      #define POKEDEX_SECTION ".section .rodata\\n"
      #define POKEDEX_SYMBOL(name) #name
      #endif

      __asm__(
        POKEDEX_SECTION
        ".balign 16\\n"
        POKEDEX_SYMBOL(built_in_database_start) ":\\n"
        ".incbin \\"\(path)\\"\\n"
        POKEDEX_SYMBOL(built_in_database_end) ":\\n"
        ".byte 0\\n"
        ".text\\n");

      extern const unsigned char built_in_database_start[];
      extern const unsigned char built_in_database_end[];

      const unsigned char *built_in_database_bytes(void) { return built_in_database_start; }

      size_t built_in_database_count(void) {
        return (size_t)(built_in_database_end - built_in_database_start);
      }

      size_t built_in_database_expanded_count(void) { return \(expandedCount); }

      const char *built_in_database_checksum(void) { return "\(checksum)"; }

      const char *built_in_database_generated_on(void) { return \(cString(info["generated_on"])); }

      const char *built_in_database_source(void) { return \(cString(info["source"])); }

      const char *built_in_database_pokemon_count(void) { return \(cString(info["pokemon_count"])); }

      const char *built_in_database_languages(void) { return \(cString(info["languages"])); }

      const char *built_in_database_type_names(void) { return \(cString(info["type_names"])); }

      """
  }
}

extension LinkedBytes {
  /// `text` as a C string literal: printable ASCII as it is, every other byte in octal, so
  /// no value from the tables can end the literal or the line.
  static func cString(_ text: String?) -> String {
    let body = (text ?? "").utf8.map { byte -> String in
      switch byte {
      case 0x20...0x7E where byte != UInt8(ascii: "\"") && byte != UInt8(ascii: "\\")
        && byte != UInt8(ascii: "?"):
        return String(UnicodeScalar(byte))
      default:
        let octal = String(byte, radix: 8)
        return "\\" + String(repeating: "0", count: 3 - octal.count) + octal
      }
    }
    return "\"" + body.joined() + "\""
  }
}

/// FNV-1a of the bytes, in hex: names the expanded file, so a new build's data never
/// reads an older build's file.
enum Checksum {
  static func fnv1a(_ data: Data) -> String {
    let hash = data.reduce(UInt64(0xcbf2_9ce4_8422_2325)) { ($0 ^ UInt64($1)) &* 0x100_0000_01b3 }
    return String(hash, radix: 16)
  }
}
