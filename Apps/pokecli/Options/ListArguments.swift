import ArgumentParser
import Domain

/// How every list reads its words and its order, and types them again for the next page.
enum ListArguments {
  /// `words` folded as names are, the empty ones dropped: what every listed entry matches.
  /// - Throws: a usage error for a word longer than any name (`checkLength`).
  static func terms(_ words: [String]) throws -> [String] {
    try checkLength(words)
    return words.map { NameNormalizer.slug($0) }.filter { !$0.isEmpty }
  }

  /// `words` read by `parse` as one query of a stored kind's list (`moves QUERY`,
  /// `abilities QUERY`); `nil` for none. `order` is the list's `--sort` and `--reverse`,
  /// which a sort term may not repeat.
  /// - Throws: `ValidationError` (exit 64) for a word longer than any name, a term that
  ///   cannot be read, or an order given twice.
  static func query<Condition, Sort, Order: ListOrder>(
    _ words: [String], _ parse: (String) throws(QueryError) -> KindQuery<Condition, Sort>,
    order: ListOrderOptions<Order>
  ) throws -> KindQuery<Condition, Sort>? {
    try checkLength(words.flatMap {
      $0.split { $0.isWhitespace || $0 == "," || $0 == "|" }.map(String.init)
    })
    let query: KindQuery<Condition, Sort>?
    do {
      query = try CompositionRoot.query(reading: words, parse)
    } catch {
      throw ValidationError(error.message)
    }
    if query?.sort != nil, order.sort != Order.allCases.first?.rawValue || order.reverse {
      throw ValidationError("give the order once: a sort term or --sort and --reverse")
    }
    return query
  }

  /// Refuses a word longer than any name can be (`EntryQuery.maximumLength`): matched
  /// against every name in every language, a word of 100,000 letters cost a search
  /// minutes to find nothing.
  static func checkLength(_ words: [String]) throws {
    for word in words where word.count > EntryQuery.maximumLength {
      throw ValidationError(
        "a word of \(word.count) characters is longer than any name (at most "
          + "\(EntryQuery.maximumLength))")
    }
  }

  /// A word to match, as given; refused when it is longer than any name can be. Matched
  /// against every name in every language, a word of 100,000 letters would cost a search
  /// minutes to find nothing.
  static func word(_ text: String) throws -> String {
    guard text.count <= EntryQuery.maximumLength else {
      throw ValidationError(
        "a word of \(text.count) characters is longer than any name (at most "
          + "\(EntryQuery.maximumLength))")
    }
    return text
  }

  /// The order `text` names (`--sort`), or a usage error that lists the orders.
  static func order<Order: CaseIterable & RawRepresentable>(_ text: String) throws -> Order
  where Order.RawValue == String {
    guard let order = Order(rawValue: text.lowercased()) else {
      throw ValidationError(
        "no order named \"\(PokemonArguments.printable(text))\": choose "
          + Order.allCases.map(\.rawValue).joined(separator: ", "))
    }
    return order
  }

  /// `words`, then each option given with its value, then `--reverse` when given.
  static func typedAgain(
    _ words: [String], options: [(flag: String, value: String?)], reverse: Bool
  ) -> [String] {
    words + options.flatMap { option in option.value.map { [option.flag, $0] } ?? [] }
      + (reverse ? ["--reverse"] : [])
  }

  /// `--sort`'s value to type again: `nil` for the first order, which needs none.
  static func sort<Order: CaseIterable & RawRepresentable>(_ text: String, of _: Order.Type)
    -> String?
  where Order.RawValue == String {
    Order.allCases.first?.rawValue == text ? nil : text
  }
}
