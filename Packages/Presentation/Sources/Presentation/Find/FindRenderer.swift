import Domain
/// What `pokecli find` is asked for: the criteria and the slice.
public typealias FindRequest = PagedRequest<ReferenceCriteria>

/// Turns a page of the search over everything into its table: what each hit is, its
/// number and name, and the command that shows it.
///
/// A pure function of its inputs: no line it returns is wider than `width`, from 20
/// columns up.
public enum FindRenderer {
  /// The text for `state`, ending in a newline.
  public static func render(
    _ state: Lookup<FindRequest, Page<ReferenceHit>>.State, theme: Theme, width: Int,
    hints: any Hints = NoHints()
  ) -> String {
    PagedList.render(
      state, request: state.request.page, nouns: "entries", theme: theme, width: width,
      hints: hints
    ) { rows in
      let columns: [FittedTable.Column] = [
        .init(header: "Kind", alignsRight: false, keep: nil),
        .init(header: "No.", alignsRight: true, keep: 0),
        .init(header: "Name", alignsRight: false, keep: nil),
        .init(header: "Show it with", alignsRight: false, keep: 1),
      ]
      let cells = rows.map { hit -> [String] in
        [
          kindName(hit.kind), String(hit.id), hit.displayName,
          hints.text(for: .entry(hit.kind, slug: hit.name)) ?? "—",
        ]
      }
      return FittedTable(columns: columns, rows: cells, flexible: 2)
    }
  }

  /// "Pokémon", "Move", "Ability".
  static func kindName(_ kind: EntryKind) -> String {
    kind.noun.prefix(1).uppercased() + kind.noun.dropFirst()
  }
}

/// A page of the search over everything as JSON, in the shape of `pokecli list --json`
/// (docs/json.md).
public enum FindJSON {
  struct Row: Encodable {
    let kind: String
    let id: Int
    let name: String
    let displayName: String
    let command: OrNull<String>
  }

  public static func render(
    _ page: Page<ReferenceHit>, request: PageRequest, hints: any Hints
  ) -> String {
    PagedList.json(page, request: request, hints: hints) { hit in
      Row(
        kind: hit.kind.rawValue, id: hit.id, name: hit.name, displayName: hit.displayName,
        command: OrNull(hints.text(for: .entry(hit.kind, slug: hit.name))))
    }
  }
}
