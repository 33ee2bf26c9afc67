import ArgumentParser
import Foundation
import RRender

/// The reader's preferences: a Readium preferences JSON file and `--set key=value` on top.
struct PreferenceOptions: ParsableArguments {
    @Option(name: .customLong("set"), help: ArgumentHelp(
        "A reading preference, as KEY=VALUE (repeatable): fontSize=1.5, theme=dark, publisherStyles=false… (see rrender settings).",
        valueName: "KEY=VALUE"))
    var assignments: [String] = []

    @Option(help: ArgumentHelp("A Readium preferences JSON file ({\"fontSize\":1.5,\"theme\":\"sepia\"}); --set wins over it.",
                               valueName: "PATH"))
    var preferences: String?

    func validate() throws {
        var probe = EPUBPreferences.empty
        for assignment in assignments {
            do { try probe.set(assignment: assignment) } catch { throw ValidationError("--set \(assignment): \(error)") }
        }
    }

    /// The preferences the flags ask for: the file's, then each `--set` in order.
    func epubPreferences() throws -> EPUBPreferences {
        var result = EPUBPreferences.empty
        if let preferences {
            let data: Data
            do {
                data = try Data(contentsOf: URL(fileURLWithPath: preferences))
            } catch {
                throw CLIFailure(message: "\(preferences): \(FileManager.default.fileExists(atPath: preferences) ? "cannot read the file" : "no such file")",
                                 code: 66)
            }
            do { result = try EPUBPreferences(jsonData: data) } catch { throw CLIFailure.usage("\(preferences): \(error)") }
        }
        for assignment in assignments {
            do { try result.set(assignment: assignment) } catch { throw CLIFailure.usage("--set \(assignment): \(error)") }
        }
        return result
    }
}
