import Domain

/// Items, berries included (a berry's facts come with its item).
extension Item: StoredKind {
  public static let storage = KindStorage<Item>(
    table: "items", builtInEntry: { try await $0.item(id: $1) },
    builtInRows: { database, _ in try await database.itemRows() },
    remoteEntry: { try await $0.item($1) },
    remoteRow: { source in
      let categories = ItemCategoryNames(reader: source.reader)
      return { try await source.reader.itemRow($0, categories: categories) }
    })
}
