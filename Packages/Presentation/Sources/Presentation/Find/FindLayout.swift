import Domain

extension ListLayout where Row == ReferenceHit {
  /// `pokecli find`: what each hit is, its number and name, and the command that shows it.
  public static var hits: ListLayout {
    ListLayout(nouns: "entries", noun: "entry", flexible: 2, columns: [
      .left("Kind"), .right("No.", keep: 0), .left("Name"), .left("Show it with", keep: 1),
    ]) { hit, _, hints in
      [
        kindName(hit.kind), String(hit.id), hit.displayName,
        hints.text(for: .entry(hit.kind, slug: hit.name)) ?? "—",
      ]
    } json: { hit, hints in
      .entry(hit.id, hit.name, hit.displayName, [
        "kind": hit.kind.rawValue,
        "command": hints.text(for: .entry(hit.kind, slug: hit.name)),
      ])
    }
  }

  /// "Pokémon", "Move", "Ability".
  static func kindName(_ kind: EntryKind) -> String {
    kind.noun.prefix(1).uppercased() + kind.noun.dropFirst()
  }
}
