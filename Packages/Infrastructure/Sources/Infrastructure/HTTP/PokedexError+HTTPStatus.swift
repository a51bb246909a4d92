import Domain
extension PokedexError {
  /// The error a response with `status` stands for, or `nil` when it is a success (2xx).
  ///
  /// 404 says the thing does not exist; 429 and 503 say "try again later", with the wait
  /// the server's `Retry-After` asked for; every other status is the server's failure.
  /// Keeping this apart from the client lets the table be read, and tested, in one place.
  init?(status: Int, url: URL, retryAfter: String? = nil) {
    let url = url.absoluteString
    switch status {
    case 200..<300: return nil
    case 404: self = .notFound(url: url)
    case 429, 503:
      self = .serverBusy(
        url: url, status: status, retryAfter: retryAfter.flatMap { RetryAfter.seconds($0) })
    default: self = .serverFailed(url: url, status: status)
    }
  }
}
