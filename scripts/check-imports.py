#!/usr/bin/env python3
"""Fails when a target imports a target of this package it does not declare as a direct
dependency in Package.swift. SwiftPM's --explicit-target-dependency-import-check lets a module
reached through another dependency pass; this reads every `import` instead.
  scripts/check-imports.py            (from the package's root)"""
import json, os, re, subprocess, sys

package = json.loads(subprocess.run(["swift", "package", "dump-package"], check=True, capture_output=True, text=True).stdout)
targets = {t["name"]: t for t in package["targets"]}
IMPORT = re.compile(r"^\s*(?:@_exported\s+|@testable\s+|@_implementationOnly\s+|(?:public|package|internal)\s+)*import\s+(?:(?:struct|class|enum|protocol|func|var|let|typealias)\s+)?([A-Za-z_][A-Za-z0-9_]*)", re.M)

def folder(target):
    if target.get("path"):
        return target["path"]
    kind = "Tests" if target["type"] == "test" else "Sources"
    return os.path.join(kind, target["name"])

def declared(target):
    names = set()
    for dependency in target["dependencies"]:
        for kind in ("byName", "target"):
            if kind in dependency:
                names.add(dependency[kind][0])
    return names

problems = []
for name, target in sorted(targets.items()):
    if target["type"] == "system":
        continue
    allowed = declared(target)
    for root, _, files in os.walk(folder(target)):
        for file in sorted(files):
            if not file.endswith(".swift"):
                continue
            path = os.path.join(root, file)
            with open(path, encoding="utf-8") as source:
                text = source.read()
            for imported in IMPORT.findall(text):
                if imported in targets and imported != name and imported not in allowed:
                    problems.append(f"{path}: imports {imported}, which target {name} does not declare in Package.swift")
for problem in problems:
    print(problem, file=sys.stderr)
if problems:
    sys.exit(1)
print(f"imports: every import of a project target is a declared dependency ({len(targets)} targets)")
