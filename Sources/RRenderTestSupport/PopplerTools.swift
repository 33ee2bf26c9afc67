import Foundation

/// poppler-utils (`pdfinfo`, `pdftotext`, `pdftohtml`), the independent reading of a PDF that
/// tests compare rrender with (scripts/setup-debian.sh installs them).
public enum PopplerTools {
    /// The standard output of `/usr/bin/<name> arguments…` (its standard error is dropped).
    public static func output(_ name: String, _ arguments: [String]) throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/\(name)")
        process.arguments = arguments
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return String(decoding: data, as: UTF8.self)
    }

    /// What `pdftotext` shows of page `page` (from 1) of the PDF at `path`.
    public static func text(_ path: String, page: Int) throws -> String {
        try output("pdftotext", ["-f", "\(page)", "-l", "\(page)", path, "-"])
    }
}
