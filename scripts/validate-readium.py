#!/usr/bin/python3
"""Validates rrender's JSON against Readium's JSON Schemas (Schemas/Readium, pinned copies).

    scripts/validate-readium.py publication FILE...   `rrender info` output: a Readium Web
                                                      Publication Manifest
    scripts/validate-readium.py locator FILE...       `rrender locate` output (a locator or an
                                                      array of them), `search --json` output (a
                                                      locator collection: its locators), or
                                                      JSON several of those one after the other
FILE may be - for standard input. Prints one line per error ("FILE: path: message") and exits 1
when any document is invalid, 2 on a usage or schema problem, 0 when every one is valid.

Debian's python3-jsonschema (draft-07) with python3-regex: several patterns use ECMAScript named
groups, `(?<name>...)`, which Python's `re` rejects and `regex` reads. Formats are not checked
(as Readium's own tools do not). The OPDS properties schema that link.schema.json refers to is not
pinned: it resolves to an empty schema.
"""
import json
import os
import sys

import jsonschema
import regex
import jsonschema._utils
import jsonschema._validators

HERE = os.path.dirname(os.path.abspath(__file__))
SCHEMAS = os.path.join(HERE, "..", "Schemas", "Readium")
OPDS_PROPERTIES = "https://drafts.opds.io/schema/properties.schema.json"


# jsonschema matches `pattern`, `patternProperties` and `additionalProperties` with `re`, in two
# modules; `regex` has the same functions and reads the schemas' named groups.
jsonschema._validators.re = regex
jsonschema._utils.re = regex
Validator = jsonschema.Draft7Validator


def load_store():
    store = {OPDS_PROPERTIES: {}}
    for folder, _, names in os.walk(SCHEMAS):
        for name in names:
            if name.endswith(".schema.json"):
                with open(os.path.join(folder, name), encoding="utf-8") as handle:
                    schema = json.load(handle)
                store[schema["$id"]] = schema
    return store


def documents(path):
    """The JSON documents in `path`: one, or several one after the other (JSON lines, or the
    pretty-printed output of several `rrender locate` runs)."""
    text = sys.stdin.read() if path == "-" else open(path, encoding="utf-8").read()
    decoder, found, index = json.JSONDecoder(), [], 0
    while True:
        while index < len(text) and text[index].isspace():
            index += 1
        if index == len(text):
            return found
        document, index = decoder.raw_decode(text, index)
        found.append(document)


def locators(document):
    if isinstance(document, list):
        return document
    if isinstance(document, dict) and "locators" in document and "href" not in document:
        return document["locators"]  # a search result collection
    return [document]


def main(argv):
    if len(argv) < 3 or argv[1] not in ("publication", "locator"):
        print(__doc__.strip().splitlines()[2].strip(), file=sys.stderr)
        print("usage: validate-readium.py publication|locator FILE...", file=sys.stderr)
        return 2
    store = load_store()
    entry = {
        "publication": "https://readium.org/webpub-manifest/schema/publication.schema.json",
        "locator": "https://readium.org/architecture/schema/locator.schema.json",
    }[argv[1]]
    schema = store[entry]
    resolver = jsonschema.RefResolver(entry, schema, store=store)
    validator = Validator(schema, resolver=resolver)
    invalid = 0
    for path in argv[2:]:
        try:
            found = documents(path)
        except (OSError, ValueError) as error:
            print(f"{path}: not JSON: {error}", file=sys.stderr)
            return 2
        items = found if argv[1] == "publication" else [item for doc in found for item in locators(doc)]
        for index, item in enumerate(items):
            for error in sorted(validator.iter_errors(item), key=lambda e: list(e.absolute_path)):
                where = "/".join(str(part) for part in error.absolute_path) or "(top)"
                label = path if len(items) == 1 else f"{path}[{index}]"
                print(f"{label}: {where}: {error.message}")
                invalid += 1
    return 1 if invalid else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
