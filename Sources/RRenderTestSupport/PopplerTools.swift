import Foundation
import RRender
import RRenderCore

/// poppler-utils (`pdfinfo`, `pdftotext`, `pdftohtml`, `pdftocairo`), the independent reading
/// of a PDF that tests compare rrender with (scripts/setup-debian.sh installs them).
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

    /// Page `page` (from 1) of the PDF at `path` as Debian's `pdftocairo -png -gray -r DPI`
    /// draws it, with the system's fonts configuration (the URW faces of fonts-urw-base35 for
    /// the standard fonts).
    public static func pdftocairo(_ path: String, page: Int = 1, dpi: Int) throws -> PixelImage {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("rrender-pdftocairo-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let base = folder.appendingPathComponent("page").path
        _ = try output(
            "pdftocairo", ["-png", "-gray", "-r", "\(dpi)", "-f", "\(page)", "-l", "\(page)", "-singlefile", path, base])
        return try PNGFile.read(path: base + ".png")
    }
}
