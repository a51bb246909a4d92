@testable import Domain
import Foundation
import Presentation
import Testing

/// After a read-only or full disk, a prefetch's summary says so instead of suggesting the
/// same command again.
@Suite struct HonestHintsTests {
  func summary(_ failure: PokedexError) -> String {
    let report = PrefetchReport(
      total: 2, fetched: 0, alreadyCached: 0, failures: [1: failure, 2: failure])
    return PrefetchRenderer.summary(report, location: "/c", theme: .plain, width: 400)
  }

  @Test func aReadOnlyDiskIsSaidSo() {
    let text = summary(
      .storageFailed(path: "/c", reason: "could not be saved: read-only file system"))
    #expect(text.hasSuffix("; the disk is read-only, so nothing can be saved there\n"))
    #expect(!text.contains("again"))
  }

  @Test(arguments: ["no space left on device", "disk quota exceeded"])
  func aFullDiskIsSaidSo(reason: String) {
    let text = summary(.storageFailed(path: "/c", reason: "could not be saved: \(reason)"))
    #expect(text.hasSuffix("; the disk is full, so nothing more can be saved there\n"))
    #expect(!text.contains("again"))
  }

  @Test func otherFailuresAreWorthAnotherRun() {
    let text = summary(.timedOut(url: "https://pokeapi.co/api/v2/pokemon/1/"))
    #expect(text.hasSuffix("; run the same command again to retry them\n"))
  }
}
