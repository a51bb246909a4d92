"""A hostile API for scripts/measure-hostile-memory.sh: every list it is asked for holds
COUNT entries named `entry-number-NNNNNNN` padded with PAD letters (the longest names and
the most entries pokecli accepts, by default), every `type/NAME/` document lists HOLDERS
Pokémon for Water and none for the others, and every other path is 404.

Usage: python3 hostile_lists.py PORT [COUNT] [PAD] [HOLDERS]
"""
import http.server
import json
import sys

port = int(sys.argv[1])
count = int(sys.argv[2]) if len(sys.argv) > 2 else 24_990
pad = int(sys.argv[3]) if len(sys.argv) > 3 else 93
holders = int(sys.argv[4]) if len(sys.argv) > 4 else 14_900
base = f"http://127.0.0.1:{port}/api/v2/"
types = ["normal", "fighting", "flying", "poison", "ground", "rock", "bug", "ghost", "steel",
         "fire", "water", "grass", "electric", "psychic", "ice", "dragon", "dark", "fairy",
         "stellar", "unknown"]


def link(resource, number, name):
    return {"name": name, "url": f"{base}{resource}/{number}/"}


def listing(resource):
    results = [link(resource, i, f"entry-number-{i:07d}" + "x" * pad) for i in range(1, count + 1)]
    return {"count": count, "next": None, "previous": None, "results": results}


def type_document(name):
    relations = ["double_damage_from", "double_damage_to", "half_damage_from",
                 "half_damage_to", "no_damage_from", "no_damage_to"]
    members = holders if name == "water" else 0
    return {
        "id": types.index(name) + 1, "name": name,
        "generation": link("generation", 1, "generation-i"),
        "damage_relations": {relation: [] for relation in relations},
        "names": [{"name": name.title(), "language": link("language", 9, "en")}],
        "pokemon": [{"slot": 1, "pokemon": link("pokemon", i, f"holder-{i}")}
                    for i in range(1, members + 1)],
        "moves": [], "past_damage_relations": [], "game_indices": [],
        "move_damage_class": None,
    }


class Handler(http.server.BaseHTTPRequestHandler):
    def log_message(self, *arguments):
        pass

    def do_GET(self):
        path, _, query = self.path.partition("?")
        parts = path.strip("/").split("/")
        document = None
        if query and len(parts) == 3:
            document = listing(parts[2])
        elif len(parts) == 4 and parts[2] == "type":
            name = types[int(parts[3]) - 1] if parts[3].isdigit() else parts[3]
            document = type_document(name) if name in types else None
        if document is None:
            self.send_response(404)
            self.send_header("Content-Length", "0")
            self.end_headers()
            return
        body = json.dumps(document).encode()
        self.send_response(200)
        self.send_header("Content-Type", "application/json")
        self.send_header("Content-Length", str(len(body)))
        self.end_headers()
        self.wfile.write(body)


http.server.ThreadingHTTPServer(("127.0.0.1", port), Handler).serve_forever()
