import Foundation
import RRenderBatch

/// The inputs of `rrender thumbnails`: its PATH arguments (each must exist: 66 otherwise) and
/// the lines of `--from-file` (a listed file that is missing fails on its own, like a broken book).
struct ThumbnailInputs {
    let paths: [String]
    let fromFile: String?

    func collect() throws -> [BatchInput] {
        var inputs: [BatchInput]
        do { inputs = try BatchInputs.collect(paths) } catch {
            throw CLIFailure(message: error.description, code: 66)
        }
        if let fromFile {
            inputs += try listed(fromFile).map { line in BatchInput(path: line, relativePath: Self.mirrored(line)) }
        }
        return inputs
    }

    /// The path a listed file is mirrored at under the output folder: its own, without a leading
    /// `/`, `.` or `..` segments (so `../x.epub` cannot land outside the folder).
    static func mirrored(_ path: String) -> String {
        let parts = path.split(separator: "/").filter { $0 != "." && $0 != ".." }
        return parts.isEmpty ? "publication" : parts.joined(separator: "/")
    }

    /// The lines of the list file, or of standard input for `-`.
    private func listed(_ list: String) throws -> [String] {
        if list == "-" {
            return BatchInputs.lines(String(decoding: FileHandle.standardInput.readDataToEndOfFile(), as: UTF8.self))
        }
        guard let data = FileManager.default.contents(atPath: list) else {
            throw CLIFailure(message: "\(list): cannot read the list of inputs", code: 66)
        }
        return BatchInputs.lines(String(decoding: data, as: UTF8.self))
    }
}
