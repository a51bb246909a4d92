import Domain
/// `pokecli types`: the whole type chart of a generation's games.
///
/// A pure value: no line of its text is wider than the width asked for, from 20 columns up.
public struct TypeChartScreen: Screen {
  /// The chart.
  public var chart: TypeChart

  public init(_ chart: TypeChart) {
    self.chart = chart
  }

  public func text(theme: Theme, width: Int, hints: any Hints) -> String {
    TypeChartRenderer.chartLines(chart, theme: theme, width: max(20, width))
      .joined(separator: "\n") + "\n"
  }

  public func document(hints: any Hints) -> any Encodable {
    TypeJSON.chart(chart)
  }
}
