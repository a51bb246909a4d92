import Domain
@testable import Presentation
import Testing

/// `LoadStatus.pendingLines`: the one wording of a browser card's load not yet done (the
/// moves, the team, where a Pokémon is met, its Speed tier), indented and wrapped.
@Suite("A card's load, until it is loaded")
struct LoadStatusLinesTests {
  @Test func whileAskedForOrOnItsWayOneDimLine() {
    for status in [LoadStatus<Int>.idle, .loading] {
      #expect(
        status.pendingLines("the team", theme: .plain, width: 40, indent: " ")
          == [" loading the team…"])
    }
  }

  @Test func aFailureSaysWhyAndWhichKeyRetriesWrappedBesideItsIndent() {
    let failed = LoadStatus<Int>.failed(.timedOut(url: "http://dex.test/api/v2/pokemon/16/"))
    let lines = failed.pendingLines("where it is met", theme: .plain, width: 30, indent: "  ")
    #expect(lines?.joined(separator: " ").contains("(r retries)") == true)
    #expect(lines?.first == "  could not load where it is")
    for line in lines ?? [] {
      #expect(line.hasPrefix("  ") && line.count <= 30, "\(line)")
    }
  }

  @Test func loadedIsNone() {
    #expect(LoadStatus.loaded(7).pendingLines("the moves", theme: .plain, width: 40) == nil)
  }
}
