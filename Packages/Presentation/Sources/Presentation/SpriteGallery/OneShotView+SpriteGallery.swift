import Domain
extension OneShotView where State == SpriteGallery.State, Action == SpriteGallery.Action {
  /// The sprites as `sprite` prints them (`SpriteGalleryScreen`), and a failure for a
  /// Pokémon with none, said after the others are shown.
  public init(sprites store: any ViewStore<State, Action>, hints: any Hints) {
    self.init(store: store, start: .task) { state, format in
      if let error = state.status.error { return .failure(error.message(hints: hints)) }
      let screen = SpriteGalleryScreen(state.status.value ?? [])
      let output = format.render(screen, hints: hints)
      guard let missing = screen.missing else { return .output(output) }
      return Printout(output: output, failure: missing, failed: true)
    }
  }
}
