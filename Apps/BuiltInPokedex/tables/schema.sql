-- The built-in Pokédex: the schema the build loads the table files of this folder into.
-- One file per table, `<table>.tsv`, with the columns declared here (docs/database.md).
-- Ids are PokeAPI's; `identifier` is PokeAPI's slug (`name` in its documents); a display
-- name in any language is in `names`. Booleans are 0 or 1. Rows with no value are NULL.
-- Every column that names a row of another table says which (`REFERENCES`); the build
-- checks every such link once all tables are in (`PRAGMA foreign_key_check`), and fails
-- on one that names no row. The only id columns without one: `entry_id` (its table is
-- said by `kind`) and flavor_texts' game columns (0 for none).
-- The slugs of moves, abilities and items, which names are looked up in, hold only `a-z`,
-- `0-9` and `-` (`CHECK`, as each row goes in): a name's compact form ("willowisp") is
-- then matched in SQL as a slug without its hyphens ("will-o-wisp").

-- What the data is.
CREATE TABLE pokedex_info (key TEXT PRIMARY KEY, value TEXT NOT NULL) WITHOUT ROWID;

-- Games.
CREATE TABLE languages (id INTEGER PRIMARY KEY, identifier TEXT NOT NULL, iso639 TEXT, iso3166 TEXT, official INTEGER NOT NULL);
CREATE TABLE regions (id INTEGER PRIMARY KEY, identifier TEXT NOT NULL);
CREATE TABLE generations (id INTEGER PRIMARY KEY, identifier TEXT NOT NULL, main_region_id INTEGER REFERENCES regions);
CREATE TABLE version_groups (id INTEGER PRIMARY KEY, identifier TEXT NOT NULL, generation_id INTEGER NOT NULL REFERENCES generations, sort_order INTEGER NOT NULL);
CREATE TABLE versions (id INTEGER PRIMARY KEY, identifier TEXT NOT NULL, version_group_id INTEGER NOT NULL REFERENCES version_groups);
CREATE TABLE version_group_regions (version_group_id INTEGER NOT NULL REFERENCES version_groups, region_id INTEGER NOT NULL REFERENCES regions, PRIMARY KEY (version_group_id, region_id)) WITHOUT ROWID;
CREATE TABLE pokedexes (id INTEGER PRIMARY KEY, identifier TEXT NOT NULL, region_id INTEGER REFERENCES regions, is_main_series INTEGER NOT NULL);
CREATE TABLE pokedex_version_groups (pokedex_id INTEGER NOT NULL REFERENCES pokedexes, version_group_id INTEGER NOT NULL REFERENCES version_groups, PRIMARY KEY (pokedex_id, version_group_id)) WITHOUT ROWID;
CREATE TABLE pokedex_numbers (pokedex_id INTEGER NOT NULL REFERENCES pokedexes, species_id INTEGER NOT NULL REFERENCES species, number INTEGER NOT NULL, PRIMARY KEY (pokedex_id, species_id)) WITHOUT ROWID;
CREATE INDEX pokedex_numbers_by_species ON pokedex_numbers (species_id);
CREATE TABLE locations (id INTEGER PRIMARY KEY, identifier TEXT NOT NULL, region_id INTEGER REFERENCES regions);

-- Where Pokémon are met in the wild. A place (locations) has parts (location_areas: a
-- floor, a shore, or the whole place). An encounters row is one way a Pokémon is met in an
-- area of a game (a version): the method, the levels, the chance in percent of one slot of
-- the game's table, and slots, how many slots say exactly this (their chances add up).
-- Its conditions (time, season, story…) are its rows of encounter_condition_value_map;
-- none: always. Encounter ids are given by the generator, in the order of the rows' values
-- (Pokémon, version, area, method, levels, chance, conditions); PokeAPI has none.
CREATE TABLE location_areas (id INTEGER PRIMARY KEY, identifier TEXT NOT NULL, location_id INTEGER NOT NULL REFERENCES locations);
CREATE INDEX location_areas_by_location ON location_areas (location_id);
CREATE TABLE encounter_conditions (id INTEGER PRIMARY KEY, identifier TEXT NOT NULL);
CREATE TABLE encounter_condition_values (id INTEGER PRIMARY KEY, identifier TEXT NOT NULL, encounter_condition_id INTEGER NOT NULL REFERENCES encounter_conditions);
CREATE TABLE encounters (id INTEGER PRIMARY KEY, pokemon_id INTEGER NOT NULL REFERENCES pokemon, version_id INTEGER NOT NULL REFERENCES versions, location_area_id INTEGER NOT NULL REFERENCES location_areas, encounter_method_id INTEGER NOT NULL REFERENCES encounter_methods, min_level INTEGER, max_level INTEGER, chance INTEGER, slots INTEGER NOT NULL);
CREATE INDEX encounters_by_pokemon ON encounters (pokemon_id);
CREATE INDEX encounters_by_area ON encounters (location_area_id);
CREATE TABLE encounter_condition_value_map (encounter_id INTEGER NOT NULL REFERENCES encounters, encounter_condition_value_id INTEGER NOT NULL REFERENCES encounter_condition_values, PRIMARY KEY (encounter_id, encounter_condition_value_id)) WITHOUT ROWID;
-- Derived while the database is built (PlaceTables): each place's parts and Pokémon
-- counted, and the games Pokémon are met there in, read by the list of places.
CREATE TABLE place_counts (location_id INTEGER PRIMARY KEY REFERENCES locations, areas INTEGER NOT NULL, pokemon INTEGER NOT NULL);
CREATE TABLE place_games (location_id INTEGER NOT NULL REFERENCES locations, version_id INTEGER NOT NULL REFERENCES versions, PRIMARY KEY (location_id, version_id)) WITHOUT ROWID;

-- Small lists the others point into.
CREATE TABLE stats (id INTEGER PRIMARY KEY, identifier TEXT NOT NULL, damage_class_id INTEGER REFERENCES move_damage_classes, is_battle_only INTEGER NOT NULL, game_index INTEGER);
CREATE TABLE egg_groups (id INTEGER PRIMARY KEY, identifier TEXT NOT NULL);
CREATE TABLE growth_rates (id INTEGER PRIMARY KEY, identifier TEXT NOT NULL, formula TEXT);
CREATE TABLE evolution_triggers (id INTEGER PRIMARY KEY, identifier TEXT NOT NULL);
CREATE TABLE pokemon_colors (id INTEGER PRIMARY KEY, identifier TEXT NOT NULL);
CREATE TABLE pokemon_shapes (id INTEGER PRIMARY KEY, identifier TEXT NOT NULL);
CREATE TABLE pokemon_habitats (id INTEGER PRIMARY KEY, identifier TEXT NOT NULL);
CREATE TABLE genders (id INTEGER PRIMARY KEY, identifier TEXT NOT NULL);
CREATE TABLE encounter_methods (id INTEGER PRIMARY KEY, identifier TEXT NOT NULL, sort_order INTEGER);
CREATE TABLE contest_types (id INTEGER PRIMARY KEY, identifier TEXT NOT NULL);
CREATE TABLE characteristics (id INTEGER PRIMARY KEY, stat_id INTEGER NOT NULL REFERENCES stats, gene_modulo INTEGER NOT NULL);

-- Types and the type chart: damage_factor is a percentage (0, 50, 100, 200).
CREATE TABLE types (id INTEGER PRIMARY KEY, identifier TEXT NOT NULL, generation_id INTEGER REFERENCES generations, damage_class_id INTEGER REFERENCES move_damage_classes);
CREATE TABLE type_efficacy (damage_type_id INTEGER NOT NULL REFERENCES types, target_type_id INTEGER NOT NULL REFERENCES types, damage_factor INTEGER NOT NULL, PRIMARY KEY (damage_type_id, target_type_id)) WITHOUT ROWID;
-- Earlier generations' chart where it differed: a defending type's whole column as it stood
-- up to generation_id (the last generation it held). Generation N's factor is the row of
-- the smallest generation_id >= N, else type_efficacy's.
CREATE TABLE type_efficacy_past (damage_type_id INTEGER NOT NULL REFERENCES types, target_type_id INTEGER NOT NULL REFERENCES types, generation_id INTEGER NOT NULL REFERENCES generations, damage_factor INTEGER NOT NULL, PRIMARY KEY (damage_type_id, target_type_id, generation_id)) WITHOUT ROWID;

-- Species, Pokémon (one row per variety), forms. species.evolves_from_species_id is the
-- species document's; evolution_parent_id is the stage before it in its chain's tree,
-- which the chain documents give where the species documents do not (Phione → Manaphy).
-- species_egg_groups.slot keeps the document's order of egg groups.
CREATE TABLE species (id INTEGER PRIMARY KEY, identifier TEXT NOT NULL CHECK (identifier NOT GLOB '*[^a-z0-9-]*'), generation_id INTEGER REFERENCES generations, evolves_from_species_id INTEGER REFERENCES species, evolution_chain_id INTEGER REFERENCES evolution_chains, evolution_parent_id INTEGER REFERENCES species, color_id INTEGER REFERENCES pokemon_colors, shape_id INTEGER REFERENCES pokemon_shapes, habitat_id INTEGER REFERENCES pokemon_habitats, growth_rate_id INTEGER REFERENCES growth_rates, gender_rate INTEGER, capture_rate INTEGER, base_happiness INTEGER, hatch_counter INTEGER, is_baby INTEGER NOT NULL, is_legendary INTEGER NOT NULL, is_mythical INTEGER NOT NULL, has_gender_differences INTEGER NOT NULL, forms_switchable INTEGER NOT NULL, sort_order INTEGER);
CREATE TABLE species_egg_groups (species_id INTEGER NOT NULL REFERENCES species, egg_group_id INTEGER NOT NULL REFERENCES egg_groups, slot INTEGER NOT NULL, PRIMARY KEY (species_id, egg_group_id)) WITHOUT ROWID;
CREATE TABLE pokemon (id INTEGER PRIMARY KEY, identifier TEXT NOT NULL UNIQUE CHECK (identifier NOT GLOB '*[^a-z0-9-]*'), species_id INTEGER NOT NULL REFERENCES species, height INTEGER NOT NULL, weight INTEGER NOT NULL, base_experience INTEGER, is_default INTEGER NOT NULL, sort_order INTEGER, display_name TEXT NOT NULL, sprite_front TEXT, sprite_shiny TEXT, sprite_female TEXT, sprite_shiny_female TEXT);
CREATE INDEX pokemon_by_species ON pokemon (species_id);
CREATE TABLE pokemon_types (pokemon_id INTEGER NOT NULL REFERENCES pokemon, slot INTEGER NOT NULL, type_id INTEGER NOT NULL REFERENCES types, PRIMARY KEY (pokemon_id, slot)) WITHOUT ROWID;
CREATE INDEX pokemon_types_by_type ON pokemon_types (type_id);
CREATE TABLE pokemon_stats (pokemon_id INTEGER NOT NULL REFERENCES pokemon, stat_id INTEGER NOT NULL REFERENCES stats, base_stat INTEGER NOT NULL, effort INTEGER NOT NULL, PRIMARY KEY (pokemon_id, stat_id)) WITHOUT ROWID;
CREATE TABLE pokemon_abilities (pokemon_id INTEGER NOT NULL REFERENCES pokemon, slot INTEGER NOT NULL, ability_id INTEGER NOT NULL REFERENCES abilities, is_hidden INTEGER NOT NULL, PRIMARY KEY (pokemon_id, slot)) WITHOUT ROWID;
CREATE INDEX pokemon_abilities_by_ability ON pokemon_abilities (ability_id);
-- What a Pokémon was up to and including generation_id, where that differs from today
-- (PokeAPI's past_types, past_stats, past_abilities). Generation N's value is the row of
-- the smallest generation_id >= N, else today's; a past ability slot with no ability_id
-- was empty.
CREATE TABLE pokemon_past_types (pokemon_id INTEGER NOT NULL REFERENCES pokemon, generation_id INTEGER NOT NULL REFERENCES generations, slot INTEGER NOT NULL, type_id INTEGER NOT NULL REFERENCES types, PRIMARY KEY (pokemon_id, generation_id, slot)) WITHOUT ROWID;
CREATE TABLE pokemon_past_stats (pokemon_id INTEGER NOT NULL REFERENCES pokemon, generation_id INTEGER NOT NULL REFERENCES generations, stat_id INTEGER NOT NULL REFERENCES stats, base_stat INTEGER NOT NULL, PRIMARY KEY (pokemon_id, generation_id, stat_id)) WITHOUT ROWID;
CREATE TABLE pokemon_past_abilities (pokemon_id INTEGER NOT NULL REFERENCES pokemon, generation_id INTEGER NOT NULL REFERENCES generations, slot INTEGER NOT NULL, ability_id INTEGER REFERENCES abilities, is_hidden INTEGER NOT NULL, PRIMARY KEY (pokemon_id, generation_id, slot)) WITHOUT ROWID;
CREATE TABLE pokemon_items (pokemon_id INTEGER NOT NULL REFERENCES pokemon, version_id INTEGER NOT NULL REFERENCES versions, item_id INTEGER NOT NULL REFERENCES items, rarity INTEGER NOT NULL, PRIMARY KEY (pokemon_id, version_id, item_id)) WITHOUT ROWID;
CREATE INDEX pokemon_items_by_item ON pokemon_items (item_id);
-- The learnsets: who learns what, in which game (version group), how, and at which level
-- (0 for every method but level-up); sort_order orders moves learnt at one level.
CREATE TABLE pokemon_moves (pokemon_id INTEGER NOT NULL REFERENCES pokemon, version_group_id INTEGER NOT NULL REFERENCES version_groups, move_id INTEGER NOT NULL REFERENCES moves, method_id INTEGER NOT NULL REFERENCES move_learn_methods, level INTEGER NOT NULL, sort_order INTEGER, PRIMARY KEY (pokemon_id, version_group_id, move_id, method_id, level)) WITHOUT ROWID;
CREATE INDEX pokemon_moves_by_move ON pokemon_moves (move_id, version_group_id);
CREATE TABLE pokemon_forms (id INTEGER PRIMARY KEY, identifier TEXT NOT NULL, form_identifier TEXT, pokemon_id INTEGER NOT NULL REFERENCES pokemon, version_group_id INTEGER REFERENCES version_groups, is_default INTEGER NOT NULL, is_battle_only INTEGER NOT NULL, is_mega INTEGER NOT NULL, form_order INTEGER, sort_order INTEGER);
CREATE INDEX pokemon_forms_by_pokemon ON pokemon_forms (pokemon_id);
-- Front sprites (variant: front, shiny, female, shiny-female), cropped and encoded as the
-- sprite cache keeps them (SpriteCacheCodec); NULL pixels: the picture is all transparent.
-- In the table file the pixels are base64; the loader stores every BLOB column's bytes.
CREATE TABLE sprites (pokemon_id INTEGER NOT NULL REFERENCES pokemon, variant TEXT NOT NULL, pixels BLOB, PRIMARY KEY (pokemon_id, variant)) WITHOUT ROWID;

-- Evolution: one row per way a species evolves from the one before it in its chain.
CREATE TABLE evolution_chains (id INTEGER PRIMARY KEY, baby_trigger_item_id INTEGER REFERENCES items);
CREATE TABLE evolution_steps (evolved_species_id INTEGER NOT NULL REFERENCES species, step INTEGER NOT NULL, trigger TEXT NOT NULL, min_level INTEGER, base_form TEXT, evolved_form TEXT, item TEXT, held_item TEXT, known_move TEXT, used_move TEXT, min_move_count INTEGER, min_steps INTEGER, min_damage_taken INTEGER, region TEXT, known_move_type TEXT, location TEXT, time_of_day TEXT, min_happiness INTEGER, min_affection INTEGER, min_beauty INTEGER, gender_id INTEGER REFERENCES genders, relative_physical_stats INTEGER, party_species TEXT, party_type TEXT, trade_species TEXT, needs_overworld_rain INTEGER NOT NULL, turn_upside_down INTEGER NOT NULL, near_special_rock INTEGER NOT NULL, needs_multiplayer INTEGER NOT NULL, PRIMARY KEY (evolved_species_id, step)) WITHOUT ROWID;

-- Abilities.
CREATE TABLE abilities (id INTEGER PRIMARY KEY, identifier TEXT NOT NULL CHECK (identifier NOT GLOB '*[^a-z0-9-]*'), generation_id INTEGER REFERENCES generations, is_main_series INTEGER NOT NULL);

-- Moves, their effects in battle, and the machines that teach them in each game.
CREATE TABLE move_damage_classes (id INTEGER PRIMARY KEY, identifier TEXT NOT NULL);
CREATE TABLE move_targets (id INTEGER PRIMARY KEY, identifier TEXT NOT NULL);
CREATE TABLE move_ailments (id INTEGER PRIMARY KEY, identifier TEXT NOT NULL);
CREATE TABLE move_meta_categories (id INTEGER PRIMARY KEY, identifier TEXT NOT NULL);
CREATE TABLE move_learn_methods (id INTEGER PRIMARY KEY, identifier TEXT NOT NULL);
CREATE TABLE move_battle_styles (id INTEGER PRIMARY KEY, identifier TEXT NOT NULL);
CREATE TABLE moves (id INTEGER PRIMARY KEY, identifier TEXT NOT NULL CHECK (identifier NOT GLOB '*[^a-z0-9-]*'), generation_id INTEGER REFERENCES generations, type_id INTEGER REFERENCES types, power INTEGER, pp INTEGER, accuracy INTEGER, priority INTEGER NOT NULL, target_id INTEGER REFERENCES move_targets, damage_class_id INTEGER REFERENCES move_damage_classes, effect_chance INTEGER, contest_type_id INTEGER REFERENCES contest_types);
CREATE TABLE move_meta (move_id INTEGER REFERENCES moves PRIMARY KEY, category_id INTEGER REFERENCES move_meta_categories, ailment_id INTEGER REFERENCES move_ailments, min_hits INTEGER, max_hits INTEGER, min_turns INTEGER, max_turns INTEGER, drain INTEGER, healing INTEGER, crit_rate INTEGER, ailment_chance INTEGER, flinch_chance INTEGER, stat_chance INTEGER);
CREATE TABLE move_stat_changes (move_id INTEGER NOT NULL REFERENCES moves, stat_id INTEGER NOT NULL REFERENCES stats, change INTEGER NOT NULL, PRIMARY KEY (move_id, stat_id)) WITHOUT ROWID;
CREATE TABLE move_past_values (move_id INTEGER NOT NULL REFERENCES moves, version_group_id INTEGER NOT NULL REFERENCES version_groups, power INTEGER, pp INTEGER, accuracy INTEGER, type_id INTEGER REFERENCES types, PRIMARY KEY (move_id, version_group_id)) WITHOUT ROWID;
CREATE TABLE machines (id INTEGER PRIMARY KEY, item_id INTEGER NOT NULL REFERENCES items, move_id INTEGER NOT NULL REFERENCES moves, version_group_id INTEGER NOT NULL REFERENCES version_groups);
CREATE INDEX machines_by_move ON machines (move_id, version_group_id);

-- Items and berries.
CREATE TABLE item_pockets (id INTEGER PRIMARY KEY, identifier TEXT NOT NULL);
CREATE TABLE item_categories (id INTEGER PRIMARY KEY, identifier TEXT NOT NULL, pocket_id INTEGER REFERENCES item_pockets);
CREATE TABLE item_attributes (id INTEGER PRIMARY KEY, identifier TEXT NOT NULL);
CREATE TABLE item_fling_effects (id INTEGER PRIMARY KEY, identifier TEXT NOT NULL);
CREATE TABLE items (id INTEGER PRIMARY KEY, identifier TEXT NOT NULL CHECK (identifier NOT GLOB '*[^a-z0-9-]*'), category_id INTEGER REFERENCES item_categories, cost INTEGER, fling_power INTEGER, fling_effect_id INTEGER REFERENCES item_fling_effects, sprite TEXT);
CREATE TABLE item_attribute_map (item_id INTEGER NOT NULL REFERENCES items, attribute_id INTEGER NOT NULL REFERENCES item_attributes, PRIMARY KEY (item_id, attribute_id)) WITHOUT ROWID;
-- Shop prices per game (version group), where PokeAPI gives them; items.cost is the
-- single price, or the newest of these.
CREATE TABLE item_prices (item_id INTEGER NOT NULL REFERENCES items, version_group_id INTEGER NOT NULL REFERENCES version_groups, purchase_price INTEGER, sell_price INTEGER, PRIMARY KEY (item_id, version_group_id)) WITHOUT ROWID;
CREATE TABLE berry_firmness (id INTEGER PRIMARY KEY, identifier TEXT NOT NULL);
CREATE TABLE berry_flavors (id INTEGER PRIMARY KEY, identifier TEXT NOT NULL, contest_type_id INTEGER REFERENCES contest_types);
CREATE TABLE berries (id INTEGER PRIMARY KEY, identifier TEXT NOT NULL, item_id INTEGER NOT NULL REFERENCES items, firmness_id INTEGER REFERENCES berry_firmness, natural_gift_power INTEGER, natural_gift_type_id INTEGER REFERENCES types, size INTEGER, max_harvest INTEGER, growth_time INTEGER, soil_dryness INTEGER, smoothness INTEGER);
CREATE TABLE berry_flavor_potency (berry_id INTEGER NOT NULL REFERENCES berries, flavor_id INTEGER NOT NULL REFERENCES berry_flavors, potency INTEGER NOT NULL, PRIMARY KEY (berry_id, flavor_id)) WITHOUT ROWID;

-- Natures.
CREATE TABLE natures (id INTEGER PRIMARY KEY, identifier TEXT NOT NULL, decreased_stat_id INTEGER REFERENCES stats, increased_stat_id INTEGER REFERENCES stats, hates_flavor_id INTEGER REFERENCES berry_flavors, likes_flavor_id INTEGER REFERENCES berry_flavors);

-- Words. `kind` is the PokeAPI resource a row names (`pokemon-species`, `move`, `item`…).
-- names: every display name PokeAPI gives, in every language.
CREATE TABLE names (kind TEXT NOT NULL, entry_id INTEGER NOT NULL, language_id INTEGER NOT NULL REFERENCES languages, name TEXT NOT NULL, PRIMARY KEY (kind, entry_id, language_id)) WITHOUT ROWID;
CREATE INDEX names_by_name ON names (name);
-- Every name of a looked-up kind in every language as pokecli's SearchKey (case, accents,
-- width, kana and marks folded away), for look-ups in any language: show リザードン.
-- Derived from names and pokemon while the database is built (it has no table file:
-- Apps/PokedexDatabaseLoader/NameKeys.swift).
CREATE TABLE name_keys (key TEXT NOT NULL, kind TEXT NOT NULL, entry_id INTEGER NOT NULL, PRIMARY KEY (key, kind, entry_id)) WITHOUT ROWID;
-- Every Pokémon a player can have, with what speed and coverage read of all of them: its
-- Speed, its types' slugs and its abilities' ids (space-separated, in slot order; the
-- hidden one apart), the generation it came by and the earliest its evolution came by.
-- Derived from pokemon, species, pokemon_forms, version_groups, pokemon_stats,
-- pokemon_types, pokemon_abilities and evolution_steps while the database is built (it has no table file: Apps/PokedexDatabaseLoader/RosterTable.swift).
CREATE TABLE roster (pokemon_id INTEGER PRIMARY KEY REFERENCES pokemon, speed INTEGER NOT NULL, since_generation INTEGER NOT NULL, evolves_in_generation INTEGER, types TEXT, abilities TEXT, hidden_ability_id INTEGER REFERENCES abilities);
-- language_coverage: how many species, moves, abilities and items each language names, and
-- how many species have a Pokédex entry in it (pokecli languages), counted from names and
-- flavor_texts by the generator.
CREATE TABLE language_coverage (language_id INTEGER REFERENCES languages PRIMARY KEY, species INTEGER NOT NULL, pokedex_entries INTEGER NOT NULL, moves INTEGER NOT NULL, abilities INTEGER NOT NULL, items INTEGER NOT NULL);
-- genera: a species' category ("Mouse Pokémon"), in every language.
CREATE TABLE genera (species_id INTEGER NOT NULL REFERENCES species, language_id INTEGER NOT NULL REFERENCES languages, genus TEXT NOT NULL, PRIMARY KEY (species_id, language_id)) WITHOUT ROWID;
-- effects: the effect texts of moves, abilities and items (full and short), in every language PokeAPI writes them in.
CREATE TABLE effects (kind TEXT NOT NULL, entry_id INTEGER NOT NULL, language_id INTEGER NOT NULL REFERENCES languages, effect TEXT, short_effect TEXT, PRIMARY KEY (kind, entry_id, language_id)) WITHOUT ROWID;
-- The words of each ability's and item's effect texts in a language, as a query's effect
-- words are folded (Domain's EffectWords: lowercased, accents dropped, letters and digits),
-- each once, space-separated: abilities "immune ground" looks for words starting "immu"
-- and "grou". Derived from effects while the database is built (it has no table file:
-- Apps/PokedexDatabaseLoader/EffectWordsTable.swift).
CREATE TABLE effect_words (kind TEXT NOT NULL, entry_id INTEGER NOT NULL, language_id INTEGER NOT NULL REFERENCES languages, words TEXT NOT NULL, PRIMARY KEY (kind, entry_id, language_id)) WITHOUT ROWID;
-- flavor_texts: the English in-game texts of moves, abilities and items per version group,
-- and the Pokédex entries of species per version.
CREATE TABLE flavor_texts (kind TEXT NOT NULL, entry_id INTEGER NOT NULL, language_id INTEGER NOT NULL REFERENCES languages, version_group_id INTEGER NOT NULL DEFAULT 0, version_id INTEGER NOT NULL DEFAULT 0, text TEXT NOT NULL, PRIMARY KEY (kind, entry_id, language_id, version_group_id, version_id)) WITHOUT ROWID;
