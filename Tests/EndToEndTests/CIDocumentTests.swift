import Foundation
import RRenderCore
import RRenderTestSupport
import Testing

/// docs/CI.md as a reader uses it: its workflows parse as YAML with the shape GitHub and GitLab
/// read, and its commands run. The package's installation lines (`apt-get`, `curl`) need root
/// and the network: `make deb-check` runs them in a clean Debian root; every other line runs
/// here, on the sample book laid out as the document lays a book out (`src/book`, `goldens/`).
@Suite struct CIDocumentTests {
    static var document: String {
        get throws {
            let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
                .deletingLastPathComponent()
            return try String(contentsOf: root.appendingPathComponent("docs/CI.md"), encoding: .utf8)
        }
    }

    /// The fenced blocks of `language` in the document, in order.
    static func blocks(_ language: String) throws -> [String] {
        try document.components(separatedBy: "```\(language)\n").dropFirst().map { $0.components(separatedBy: "\n```")[0] }
    }

    /// `yaml` parsed by PyYAML (python3-yaml), as JSON.
    static func parse(_ yaml: String) throws -> JSONValue {
        let python = CommandRunner(program: URL(fileURLWithPath: "/usr/bin/python3"))
        let result = try python.run(
            ["-c", "import json, sys, yaml; print(json.dumps(yaml.safe_load(sys.stdin)))"], input: yaml)
        #expect(result.status == 0, "\(result.stderr)")
        return try JSONValue(parsing: result.stdout)
    }

    /// The lines of `script` a test can run: not the package's installation.
    static func runnable(_ lines: [String]) -> String {
        lines.filter { !$0.contains("apt-get") && !$0.contains("curl") }.joined(separator: "\n")
    }

    @Test func theWorkflowsHaveTheShapeGitHubAndGitLabRead() throws {
        let yaml = try Self.blocks("yaml")
        #expect(yaml.count == 2)
        let github = try Self.parse(yaml[0])
        let job = try #require(github["jobs"]?["pages"])
        #expect(job["container"]?.stringValue == "debian:12" && job["runs-on"]?.stringValue == "ubuntu-latest")
        let steps = try #require(job["steps"]?.arrayValue)
        #expect(steps.first?["uses"]?.stringValue == "actions/checkout@v4")
        #expect(steps.contains { $0["run"]?.stringValue?.contains("apt-get install -y -qq ./rrender.deb") == true })
        let upload = try #require(steps.first { $0["uses"]?.stringValue == "actions/upload-artifact@v4" })
        #expect(upload["if"]?.stringValue == "always()" && upload["with"]?["path"]?.stringValue?.contains("report/") == true)

        let gitlab = try Self.parse(yaml[1])
        let pages = try #require(gitlab["book-pages"])
        #expect(pages["image"]?.stringValue == "debian:12")
        #expect(pages["artifacts"]?["when"]?.stringValue == "always")
        #expect(pages["artifacts"]?["reports"]?["junit"]?.stringValue == "junit.xml")
        #expect(pages["script"]?.arrayValue?.contains { $0.stringValue == "apt-get install -y -qq ./rrender.deb" } == true)
    }

    @Test func theDocumentsCommandsRunOnABookLaidOutAsItSays() throws {
        let yaml = try Self.blocks("yaml")
        let github = try Self.parse(yaml[0]), gitlab = try Self.parse(yaml[1])
        let steps = try #require(github["jobs"]?["pages"]?["steps"]?.arrayValue)
        let check = try #require(steps.first { $0["name"]?.stringValue == "Check every page" }?["run"]?.stringValue)
        let record = try #require(try Self.blocks("sh").first { $0.contains("--record all") })
        let gitlabLines = try #require(gitlab["book-pages"]?["script"]?.arrayValue)
        let gitlabScript = gitlabLines.compactMap(\.stringValue)

        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("rrender-cidoc-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("src"), withIntermediateDirectories: true)
        let sample = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Samples/SampleBook")
        try FileManager.default.copyItem(at: sample, to: folder.appendingPathComponent("src/book"))
        let bash = CommandRunner(program: URL(fileURLWithPath: "/bin/bash"))
        let path =
            CommandRunner.executable.deletingLastPathComponent().path + ":" + (ProcessInfo.processInfo.environment["PATH"] ?? "")
        func run(_ script: String, ci: Bool) throws -> CommandRunner.Result {
            let environment = [
                "PATH": path, "CI": ci ? "true" : "", "RRENDER_RECORD": "",
                "GITHUB_STEP_SUMMARY": folder.path + "/step-summary.md",
                "CI_JOB_URL": "https://gitlab.example/book/-/jobs/1"
            ]
            return try bash.run(["-e", "-c", "cd '\(folder.path)'\n" + script], environment: environment)
        }

        let recorded = try run(Self.runnable(record.components(separatedBy: "\n")), ci: false)
        #expect(recorded.status == 0, "\(recorded.output)\(recorded.stderr)")
        let githubRun = try run(Self.runnable(check.components(separatedBy: "\n")), ci: true)
        #expect(githubRun.status == 0 && githubRun.output.contains("0 changed, 0 new"), "\(githubRun.output)\(githubRun.stderr)")
        #expect(try String(contentsOfFile: folder.path + "/step-summary.md", encoding: .utf8).contains("nothing failed"))
        let gitlabRun = try run(Self.runnable(gitlabScript), ci: true)
        #expect(gitlabRun.status == 0, "\(gitlabRun.output)\(gitlabRun.stderr)")
        #expect(FileManager.default.fileExists(atPath: folder.path + "/report/index.html"))

        // An edit of chapter 1: the GitHub step fails, with an annotation on that file.
        let chapter = folder.appendingPathComponent("src/book/OEBPS/chapter-1.xhtml")
        let text = try String(contentsOf: chapter, encoding: .utf8)
        let edited = text.replacingOccurrences(of: "<p>", with: "<p>Inserted words. ", options: [], range: nil)
        #expect(edited != text)
        try edited.write(to: chapter, atomically: true, encoding: .utf8)
        let failed = try run(Self.runnable(check.components(separatedBy: "\n")), ci: true)
        #expect(failed.status == 1, "\(failed.output)\(failed.stderr)")
        #expect(
            failed.output.contains("::error file=src/book/OEBPS/chapter-1.xhtml,title=rrender snapshot%3A"), "\(failed.output)")
        let summary = try String(contentsOfFile: folder.path + "/step-summary.md", encoding: .utf8)
        #expect(
            summary.contains("| Chapter | Page | Change | Words | Report |") && summary.contains("**Inserted words.**"),
            "\(summary)")
    }
}
