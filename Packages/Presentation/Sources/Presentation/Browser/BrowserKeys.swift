import Domain
/// What a key press means in the browser: a pure function of the key and the state, read
/// from `BrowserKeyTable`, so every binding is one row of a table test.
///
/// The same key means different things in different places (q quits the list but leaves
/// the card; letters go into the query line while it is open). `nil`: the key means
/// nothing here.
public enum BrowserKeys {
  /// The action `key` stands for in `state`: Ctrl-C quits everywhere, any other key
  /// closes the help, else the bindings of the place the key is pressed decide.
  public static func action(for key: Key, in state: Browser.State) -> Browser.Action? {
    if let binding = BrowserKeyTable.everywhere.first(where: { $0.matches(key) }) {
      return binding.action(for: key, in: state)
    }
    if state.help != nil { return .helpToggled }
    return bindings(in: context(of: state))
      .first { $0.matches(key) && $0.applies(to: state) }?
      .action(for: key, in: state)
  }

  /// Where a key is pressed in `state`.
  public static func context(of state: Browser.State) -> KeyContext {
    if state.damage?.isAsking == true { return .defenderLine }
    if !state.path.isEmpty { return .card }
    if let list = state.referenceList { return list.isEditing ? .searchLine : .list }
    if state.search?.isEditing == true { return .searchLine }
    return .list
  }

  /// The bindings that work in `context`, Ctrl-C's included, first match first.
  public static func bindings(in context: KeyContext) -> [KeyBinding] {
    BrowserKeyTable.bindings(in: context)
  }

  /// The bindings that work in `state`, where it stands, Ctrl-C's included.
  public static func bindings(for state: Browser.State) -> [KeyBinding] {
    bindings(in: context(of: state)).filter { $0.applies(to: state) }
  }

  /// The keys as the `?` screen lists them over `state`, one binding a line, without
  /// colour: those of the section shown.
  public static func helpText(for state: Browser.State) -> [String] {
    BrowserHelp.listing(
      BrowserKeyTable.sectionsShown(in: state), theme: .plain,
      title: BrowserHelp.title(closing: false, theme: .plain))
  }

  /// Every key of every section, as `browse --help` lists them.
  public static func helpText() -> [String] {
    BrowserHelp.listing(
      BrowserKeyTable.sections, theme: .plain,
      title: BrowserHelp.title(closing: false, theme: .plain))
  }
}
