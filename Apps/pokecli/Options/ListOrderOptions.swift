import ArgumentParser
import Domain

/// The orders of a kind's list, as `--sort` names them: the first case is the default.
protocol ListOrder: CaseIterable, RawRepresentable<String> {
  /// `--sort`'s help: the orders and what each puts first.
  static var help: String { get }
}

/// `--sort`, `--reverse` and `--json`, the last options of a kind's list (`moves`,
/// `abilities`, `items`), declared once: `@OptionGroup var order: ListOrderOptions<ItemSort>`.
struct ListOrderOptions<Order: ListOrder>: ParsableArguments {
  // The first order is the default; every kind's list has at least one.
  @Option(help: ArgumentHelp(Order.help, valueName: "order"))
  var sort: String = Order.allCases.first.map(\.rawValue) ?? ""

  @Flag(help: "Reverse the order.")
  var reverse = false

  @OptionGroup var output: OutputOptions

  /// The order chosen, or a usage error naming every order.
  func order() throws -> Order {
    try ListArguments.order(sort)
  }

  /// `--sort` as typed again for the next page; `nil` for the default order.
  var sortTypedAgain: (String, String?) {
    ("--sort", ListArguments.sort(sort, of: Order.self))
  }
}
