import Foundation
import PokedexData
import Testing

/// Images come from the base URL's host and port, PokeAPI's image host, and the hosts
/// `POKECLI_IMAGE_HOSTS` lists; nowhere else.
@Suite struct ImageHostsTests {
  let hosts = ImageHosts(
    baseURL: URL(string: "http://127.0.0.1:8765/api/v2/") ?? URL(fileURLWithPath: "/"),
    listed: ImageHosts.listed(in: "images.example, cdn.example:9000 [::1]:7000") ?? [])

  @Test(arguments: [
    "http://127.0.0.1:8765/media/sprites/pokemon/25.png",
    "https://raw.githubusercontent.com/PokeAPI/sprites/master/sprites/pokemon/25.png",
    "https://RAW.githubusercontent.com:443/x.png",
    "http://images.example/25.png", "https://images.example/25.png",
    "http://cdn.example:9000/25.png", "http://[::1]:7000/25.png",
  ])
  func linksToAllowedHostsAreFollowed(link: String) {
    #expect(hosts.allows(link))
  }

  @Test(arguments: [
    "http://127.0.0.1:22/25.png", "http://127.0.0.1/25.png", "http://localhost:8765/25.png",
    "http://raw.githubusercontent.com/x.png", "https://raw.githubusercontent.com:8443/x.png",
    "http://images.example:8080/25.png", "http://cdn.example/25.png",
    "http://169.254.169.254/latest/meta-data", "ftp://images.example/25.png", "/relative.png",
    "http://[::1]:7001/25.png",
  ])
  func linksElsewhereAreRefused(link: String) {
    #expect(!hosts.allows(link))
  }

  @Test(arguments: [
    "http://images.example", "images.example:0", "images.example:65536", "images.example:+80",
    "[::1", "[::1]x", "bad_host", "a/b", "host:port",
  ])
  func anEntryThatIsNoHostIsRefused(text: String) {
    #expect(ImageHosts.listed(in: text) == nil)
  }

  @Test func anEmptyListAllowsNoMore() {
    #expect(ImageHosts.listed(in: "") == [])
    #expect(ImageHosts.listed(in: " , ") == [])
  }
}
