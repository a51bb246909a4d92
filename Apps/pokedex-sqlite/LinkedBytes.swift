import Foundation

/// The C source that links the compressed database into the binary as read-only data,
/// through the assembler's `.incbin`: no resource bundle to find at run time, and no huge
/// literal to compile.
enum LinkedBytes {
  static func source(blob: URL, expandedCount: Int, checksum: String) throws -> String {
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

      """
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
