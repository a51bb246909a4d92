/// A reason loading the tables stops, said in one line.
public struct LoadFailure: Error, CustomStringConvertible {
  public let description: String
  public init(_ description: String) { self.description = description }
}
