import Foundation
import RRenderCore
import RRenderTestSupport
import Testing

/// `make install` as a packager and a user meet it: the files in their places, and the
/// installed binary finding its fonts from any folder with the source tree out of reach.
@Suite struct InstallTests {
    let rrender = CommandRunner()
    /// The repository, where the Makefile is.
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    /// Runs `make install-files` with `variables`, the built debug binary as the one installed.
    func install(_ variables: [String]) throws {
        let make = try CommandRunner(program: URL(fileURLWithPath: "/usr/bin/make"))
            .run(
                ["--no-print-directory", "-C", Self.root.path, "install-files", "INSTALL_BIN=\(CommandRunner.executable.path)"]
                    + variables)
        #expect(make.status == 0, "\(make.output)\(make.stderr)")
    }

    func temporary() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("rrender-install-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    /// Runs `command` with sh from `/`, PATH reaching only the installed binary and the system,
    /// no RRENDER_FONTS_CONF; `hidingSourceTree` runs it in a mount namespace where an empty
    /// tmpfs covers the repository (`unshare -rm`).
    func fromRoot(_ command: String, prefix: URL, hidingSourceTree: Bool = false) throws -> CommandRunner.Result {
        let script = (hidingSourceTree ? "mount -t tmpfs none '\(Self.root.path)' && " : "") + "cd / && " + command
        let environment = ["/usr/bin/env", "-u", "RRENDER_FONTS_CONF", "PATH=\(prefix.path)/bin:/usr/bin:/bin"]
        let program = hidingSourceTree ? ["/usr/bin/unshare", "-rm"] : []
        return try CommandRunner(program: URL(fileURLWithPath: environment[0]))
            .run(Array(environment.dropFirst()) + program + ["/bin/sh", "-c", script])
    }

    /// The `fonts.conf` that `rrender info --versions` names.
    func fontsConf(_ result: CommandRunner.Result) throws -> String? {
        try JSONValue(parsing: result.stdout)["fonts.conf"]?.stringValue
    }

    @Test func installPutsEveryFileInItsPlace() throws {
        let dir = try temporary()
        defer { try? FileManager.default.removeItem(at: dir) }
        let prefix = dir.appendingPathComponent("prefix")
        try install(["PREFIX=\(prefix.path)"])
        func text(_ path: String) throws -> String {
            try String(contentsOf: prefix.appendingPathComponent(path), encoding: .utf8)
        }
        #expect(FileManager.default.isExecutableFile(atPath: prefix.appendingPathComponent("bin/rrender").path))
        for name in ["fonts.conf", "pdf-fonts.conf"] {
            #expect(
                try text("share/rrender/\(name)")
                    == String(contentsOf: Self.root.appendingPathComponent("Fonts/\(name)"), encoding: .utf8))
        }
        #expect(
            try text("share/man/man1/rrender.1")
                == String(contentsOf: Self.root.appendingPathComponent("docs/rrender.1"), encoding: .utf8))
        #expect(try text("share/bash-completion/completions/rrender").contains("-F _rrender rrender"))
        #expect(try text("share/zsh/site-functions/_rrender").hasPrefix("#compdef rrender"))
        #expect(try text("share/fish/vendor_completions.d/rrender.fish").contains("complete -c 'rrender'"))
        #expect(
            try text("share/thumbnailers/rrender.thumbnailer").contains(
                "Exec=\(prefix.path)/bin/rrender thumbnails %i -o %o --size %s"))

        // DESTDIR stages the same tree for a package; the files name the final PREFIX.
        let stage = dir.appendingPathComponent("stage")
        try install(["PREFIX=/usr/local", "DESTDIR=\(stage.path)"])
        let staged = try String(
            contentsOf: stage.appendingPathComponent("usr/local/share/thumbnailers/rrender.thumbnailer"), encoding: .utf8)
        #expect(staged.contains("TryExec=/usr/local/bin/rrender"))
        #expect(FileManager.default.fileExists(atPath: stage.appendingPathComponent("usr/local/share/rrender/fonts.conf").path))
    }

    @Test func theInstalledBinaryFindsItsFontsFromAnywhere() throws {
        let dir = try temporary()
        defer { try? FileManager.default.removeItem(at: dir) }
        let prefix = dir.appendingPathComponent("prefix")
        try install(["PREFIX=\(prefix.path)"])
        let book = dir.appendingPathComponent("book.epub")
        try FileManager.default.copyItem(atPath: try SampleBookFixture.path(), toPath: book.path)
        let installedConf = prefix.appendingPathComponent("share/rrender/fonts.conf").path

        // Started through PATH (argv[0] is then the bare name) from /.
        let versions = try fromRoot("rrender info --versions", prefix: prefix)
        #expect(versions.status == 0, "\(versions.stderr)")
        #expect(try fontsConf(versions) == installedConf)
        let pdfFonts = try JSONValue(parsing: versions.stdout)["pdf-fonts.conf"]?.stringValue
        #expect(pdfFonts == prefix.appendingPathComponent("share/rrender/pdf-fonts.conf").path)

        // The page the installed binary renders from / is the one the built binary renders.
        let expected = dir.appendingPathComponent("expected.png"), actual = dir.appendingPathComponent("actual.png")
        #expect(try rrender.run([book.path, "--page", "2", "-o", expected.path]).status == 0)
        let hidden = try CommandRunner(program: URL(fileURLWithPath: "/usr/bin/unshare")).run(["-rm", "true"]).status == 0
        let render = try fromRoot(
            "rrender '\(book.path)' --page 2 -o '\(actual.path)' && rrender info --versions", prefix: prefix,
            hidingSourceTree: hidden)
        #expect(render.status == 0, "\(render.stderr)")
        #expect(try fontsConf(render) == installedConf)
        #expect(try Data(contentsOf: actual) == Data(contentsOf: expected))

        // Without its fonts.conf (and the source tree out of reach), it has none: the
        // installed file was the one used above.
        try FileManager.default.removeItem(atPath: installedConf)
        let bare = try fromRoot("rrender '\(book.path)' --page 2 -o '\(actual.path)'", prefix: prefix, hidingSourceTree: hidden)
        if hidden {
            #expect(bare.status == 70 && bare.errorLines.count == 1, "\(bare.stderr)")
        } else {
            #expect(try fontsConf(try fromRoot("rrender info --versions", prefix: prefix)) != installedConf)
        }
    }
}

/// The man page, docs/rrender.1 (`make man`), names every subcommand and flag the binary has.
@Suite struct ManualTests {
    @Test func theManPageNamesEverySubcommandAndFlag() throws {
        let dump = try CommandRunner().run(["--experimental-dump-help"])
        #expect(dump.status == 0)
        let manual = try String(contentsOf: InstallTests.root.appendingPathComponent("docs/rrender.1"), encoding: .utf8)
        let lines = manual.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let subcommands = try JSONValue(parsing: dump.stdout)["command"]?["subcommands"]?.arrayValue ?? []
        #expect(subcommands.count >= 13)
        for subcommand in subcommands {
            guard let name = subcommand["commandName"]?.stringValue, name != "help" else { continue }
            // A subcommand's section runs from `.It Em NAME` to the next subcommand's.
            guard let start = lines.firstIndex(of: ".It Em \(name)") else {
                Issue.record("docs/rrender.1 lacks the subcommand \(name): run make man")
                continue
            }
            let end =
                lines[(start + 1)...].firstIndex { line in
                    subcommands.contains { $0["commandName"]?.stringValue.map { ".It Em \($0)" } == line }
                } ?? lines.count
            let section = lines[start..<end].joined(separator: "\n") + "\n"
            for argument in subcommand["arguments"]?.arrayValue ?? [] where argument["shouldDisplay"] != .bool(false) {
                for flag in argument["names"]?.arrayValue ?? [] {
                    guard let flagName = flag["name"]?.stringValue else { continue }
                    let spelled = flag["kind"]?.stringValue == "short" ? "Fl \(flagName)" : "-\(flagName)"
                    #expect(
                        section.contains(spelled + " ") || section.contains(spelled + "\n"),
                        "docs/rrender.1 lacks \(name) --\(flagName): run make man")
                }
            }
        }
    }
}

/// `rrender --generate-completion-script`: what bash offers, as a person pressing Tab sees it.
@Suite struct CompletionTests {
    /// What bash completes for `words` (the last one being completed) in `directory`.
    func bashCompletes(_ words: [String], in directory: URL, script: URL) throws -> [String] {
        let harness = """
            source "$1"; shift; shopt -s extglob
            COMP_WORDS=("$@"); COMP_CWORD=$(( ${#COMP_WORDS[@]} - 1 ))
            COMP_LINE="${COMP_WORDS[*]}"; COMP_POINT=${#COMP_LINE}
            fn=$(complete -p rrender | sed -E 's/.*-F ([^ ]+).*/\\1/')
            "$fn" rrender "${COMP_WORDS[COMP_CWORD]}" "${COMP_WORDS[COMP_CWORD-1]}"
            printf '%s\\n' "${COMPREPLY[@]}"
            """
        let result = try CommandRunner(program: URL(fileURLWithPath: "/bin/bash")).run(
            ["-c", harness, "bash", script.path] + words, in: directory)
        #expect(result.status == 0, "\(result.stderr)")
        return result.output.split(separator: "\n").map(String.init).filter { !$0.isEmpty }
    }

    @Test func bashCompletesSubcommandsFlagsPublicationsAndPreferenceKeys() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("rrender-complete-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir.appendingPathComponent("sub"), withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        for name in ["a.epub", "b.txt", "c.pdf"] { try Data().write(to: dir.appendingPathComponent(name)) }
        let script = dir.appendingPathComponent("rrender.bash")
        let generated = try CommandRunner().run(["--generate-completion-script", "bash"])
        #expect(generated.status == 0)
        try generated.stdout.write(to: script)

        let top = try bashCompletes(["rrender", ""], in: dir, script: script)
        #expect(Set(["render", "info", "text", "search", "snapshot", "compare", "thumbnails"]).isSubset(of: Set(top)), "\(top)")
        #expect(try bashCompletes(["rrender", "compare", "--pass"], in: dir, script: script) == ["--password"])
        #expect(try bashCompletes(["rrender", "snapshot", "--no-pro"], in: dir, script: script) == ["--no-progress"])
        #expect(try bashCompletes(["rrender", "text", "--set", "fontS"], in: dir, script: script) == ["fontSize="])
        #expect(try Set(bashCompletes(["rrender", "text", ""], in: dir, script: script)) == ["a.epub", "c.pdf", "sub"])
        #expect(
            try bashCompletes(["rrender", "snapshot", "--record", ""], in: dir, script: script) == [
                "missing", "failed", "all", "none"
            ])
    }

    @Test func zshAndFishScriptsParse() throws {
        for (shell, path) in [("zsh", "/usr/bin/zsh"), ("fish", "/usr/bin/fish")]
        where FileManager.default.isExecutableFile(atPath: path) {
            let generated = try CommandRunner().run(["--generate-completion-script", shell])
            #expect(generated.status == 0 && generated.output.contains("rrender"))
            let file = FileManager.default.temporaryDirectory.appendingPathComponent("rrender-\(UUID().uuidString).\(shell)")
            defer { try? FileManager.default.removeItem(at: file) }
            try generated.stdout.write(to: file)
            let check = try CommandRunner(program: URL(fileURLWithPath: path)).run(["-n", file.path])
            #expect(check.status == 0, "\(shell): \(check.stderr)")
        }
    }
}
