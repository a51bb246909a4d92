import Testing

/// The import scanner sees every form of import and nothing that only looks like one.
@Suite struct ImportScannerTests {
  @Test func everyFormOfImportIsFoundWithItsModuleAndLine() {
    let source = """
      import Foundation
      @testable import Data
      @_exported import Combine
      import struct Infrastructure.FileStorage
      public import os.log
      @preconcurrency internal import Dispatch; import Glibc
      @_spi(Testing)
      import Presentation
      """

    expectEqual(
      ImportScanner.imports(in: source).map { "\($0.line) \($0.module)" },
      [
        "1 Foundation", "2 Data", "3 Combine", "4 Infrastructure", "5 os", "6 Dispatch",
        "6 Glibc", "8 Presentation",
      ])
  }

  @Test func importsInCommentsAndStringsAreIgnored() {
    let source = """
      // import Combine
      /* import UIKit
         /* nested */ import AppKit */
      let note = "import SwiftUI"
      let block = \"\"\"
        import Data
        \"\"\"
      let important = 1
      import Foundation
      """

    expectEqual(
      ImportScanner.imports(in: source),
      [ImportDeclaration(module: "Foundation", line: 9, text: "import Foundation")])
  }
}
