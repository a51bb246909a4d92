/// A reason the build step stops, said in one line.
struct ToolFailure: Error, CustomStringConvertible {
  let description: String
  init(_ description: String) { self.description = description }
}
