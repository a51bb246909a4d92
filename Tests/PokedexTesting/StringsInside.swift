/// Every string inside a value, however deeply nested (struct fields, arrays,
/// dictionaries' keys and values, optionals, enums' payloads), found by reflection: a
/// test can then say "no string of this card holds a control character" without naming
/// each field, and a field added later is covered too.
public enum StringsInside {
  /// The strings inside `value`, in no particular order.
  public static func all(_ value: Any) -> [String] {
    if let string = value as? String { return [string] }
    if let substring = value as? Substring { return [String(substring)] }
    return Mirror(reflecting: value).children.flatMap { all($0.value) }
  }
}
