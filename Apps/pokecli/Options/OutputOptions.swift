import ArgumentParser

/// `--json`, for every command that prints data: declared once, so it reads and helps the
/// same everywhere. docs/json.md describes each command's document.
struct OutputOptions: ParsableArguments {
  @Flag(help: "Print the answer as JSON (see docs/json.md).")
  var json = false
}
