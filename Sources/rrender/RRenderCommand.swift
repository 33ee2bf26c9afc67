import ArgumentParser
import Foundation
import RRender

/// `rrender`: render, inspect and extract text from EPUB publications, and compare PNG images.
struct RRenderCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "rrender",
        abstract:
            "A headless reading engine: renders EPUB pages to PNG, prints publication info and text, makes cover thumbnails, compares PNGs.",
        discussion: """
            Exit codes: 0 success; 64 usage error (bad flag or value, page out of range); 65 malformed \
            input (a publication: pages that could be rendered were written; or, for diff, a file that \
            is not a PNG or is damaged); 66 unreadable input (missing file, no permission); 70 internal \
            error (fonts or rendering); 73 an output could not be written; 1 anything else (for diff: \
            the images do not match).
            """,
        version: RRenderVersion.string,
        subcommands: [
            RenderCommand.self, InfoCommand.self, TextCommand.self, SettingsCommand.self, SheetCommand.self, DiffCommand.self,
            SessionCommand.self, LocateCommand.self, TapCommand.self, SearchCommand.self, ThumbnailsCommand.self,
            SnapshotCommand.self, CompareCommand.self
        ],
        defaultSubcommand: RenderCommand.self
    )
}

/// The entry point: runs the command and turns every failure into one stderr line and an exit code.
@main
enum Main {
    static func main() {
        MallocTuning.apply()
        SignalCleanup.install()
        do {
            var command = try RRenderCommand.parseAsRootQuickly()
            try command.run()
        } catch let failure as CLIFailure {
            Terminal.error(failure.message)
            exit(failure.code)
        } catch let error as RRenderError {
            Terminal.error(error.description)
            exit(error.exitCode)
        } catch {
            let code = RRenderCommand.exitCode(for: error)
            if code == .success {
                print(RRenderCommand.fullMessage(for: error))
                exit(0)
            }
            let message = RRenderCommand.message(for: error).split(separator: "\n").first.map(String.init) ?? "\(error)"
            Terminal.error(message.replacingOccurrences(of: "Error: ", with: "") + " (see rrender --help)")
            exit(code.rawValue)
        }
    }
}

extension RRenderCommand {
    /// The command the arguments ask for, as `parseAsRoot()` gives it. A page to render (no
    /// subcommand named, no help, version or completion asked for) is parsed as a
    /// `RenderCommand` straight away: `parseAsRoot` first builds and searches the whole tree of
    /// subcommands and their options, about 1 ms of a 30 ms warm page. Anything else, and any
    /// arguments that do not parse as a render, go the usual way (and its messages).
    static func parseAsRootQuickly(_ arguments: [String] = Array(CommandLine.arguments.dropFirst())) throws -> any ParsableCommand
    {
        if let first = arguments.first, !first.hasPrefix("-"), !commandNames.contains(first),
            !arguments.contains(where: {
                $0 == "-h" || $0 == "--help" || $0 == "--version" || $0.hasPrefix("--generate-") || $0.hasPrefix("--experimental")
            }),
            let render = try? RenderCommand.parse(arguments)
        {
            return render
        }
        return try parseAsRoot(arguments)
    }

    /// The names that select a subcommand, and `help`.
    private static let commandNames: Set<String> = Set(
        configuration.subcommands.flatMap { [$0.configuration.commandName ?? ""] + $0.configuration.aliases } + ["help"])
}

/// A failure the CLI reports itself: a one-line message and an exit code.
struct CLIFailure: Error {
    let message: String
    let code: Int32

    /// 64: the request cannot be done as asked.
    static func usage(_ message: String) -> CLIFailure { CLIFailure(message: message, code: 64) }
    /// 73: an output file could not be written.
    static func cannotWrite(_ path: String, _ reason: String) -> CLIFailure {
        CLIFailure(message: "\(path): \(reason)", code: 73)
    }
    /// 65: the publication has errors (reported above); what could be done was done.
    static let malformedContent = CLIFailure(message: "", code: 65)
    /// 1: `rrender diff` found the images different (its summary line is on standard output).
    static let imagesDiffer = CLIFailure(message: "", code: 1)
}

/// Standard error, one line per message.
enum Terminal {
    static func error(_ message: String) {
        guard !message.isEmpty else { return }
        FileHandle.standardError.write(Data("rrender: \(message)\n".utf8))
    }
}
