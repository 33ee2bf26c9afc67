import ArgumentParser
import Foundation
import RRender

/// The reader's preferences: a Readium preferences JSON file and `--set key=value` on top.
struct PreferenceOptions: ParsableArguments {
    @Option(
        name: .customLong("set"),
        help: ArgumentHelp(
            "A reading preference, as KEY=VALUE (repeatable): fontSize=1.5, theme=dark, publisherStyles=false… (see rrender settings).",
            valueName: "KEY=VALUE"), completion: Completions.preferenceAssignment)
    var assignments: [String] = []

    @Option(
        help: ArgumentHelp(
            "A Readium preferences JSON file ({\"fontSize\":1.5,\"theme\":\"sepia\"}); --set wins over it.",
            valueName: "PATH"), completion: .file(extensions: ["json"]))
    var preferences: String?

    /// Each `--set` must be an EPUB or a PDF preference; which applies is known once the
    /// publication is open (`preferences(for:)`).
    func validate() throws {
        var epub = EPUBPreferences.empty, pdf = PDFPreferences.empty
        for assignment in assignments {
            do { try epub.set(assignment: assignment) } catch {
                if (try? pdf.set(assignment: assignment)) == nil { throw ValidationError("--set \(assignment): \(error)") }
            }
        }
    }

    /// The EPUB preferences the flags ask for.
    func epubPreferences() throws -> EPUBPreferences { try read(EPUBPreferences.self) }

    /// The PDF preferences the flags ask for.
    func pdfPreferences() throws -> PDFPreferences { try read(PDFPreferences.self) }

    /// The preferences the flags ask for: the file's, then each `--set` in order.
    private func read<P: ConfigurablePreferences>(_ type: P.Type) throws -> P {
        var result = P.empty
        if let preferences {
            let data: Data
            do {
                data = try Data(contentsOf: URL(fileURLWithPath: preferences))
            } catch {
                throw CLIFailure(
                    message:
                        "\(preferences): \(FileManager.default.fileExists(atPath: preferences) ? "cannot read the file" : "no such file")",
                    code: 66)
            }
            do { result = try P(jsonData: data) } catch { throw CLIFailure.usage("\(preferences): \(error)") }
        }
        for assignment in assignments {
            do { try result.set(assignment: assignment) } catch { throw CLIFailure.usage("--set \(assignment): \(error)") }
        }
        return result
    }
}
