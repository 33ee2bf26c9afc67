import Foundation
import RRenderCairo
import RRenderCore
import RRenderImages
import ZIPFoundation

/// rrender's own sample book: kept unpacked in `Samples/SampleBook`, zipped into an EPUB by
/// the build with its illustration drawn (`TideChart`). `make demo` renders it; tests use it.
public enum SampleBook {
    /// Where the illustration goes inside the book.
    public static let chartPath = "OEBPS/images/tide-chart.png"

    /// The unpacked book in this source tree.
    public static var sourceDirectory: URL {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Samples/SampleBook")
    }

    /// The EPUB's bytes: `mimetype` first and stored, then every file of `directory` and the
    /// drawn chart, deflated, in sorted order with a fixed date so every build gives the same bytes.
    public static func build(from directory: URL = sourceDirectory) throws -> Data {
        let archive = try Archive(accessMode: .create)
        try add(archive, path: "mimetype", data: Data("application/epub+zip".utf8), compress: false)
        var files = try contents(of: directory).filter { $0.path != "mimetype" }
        files.append((chartPath, Data(PNGEncoder.encode(TideChart.draw()))))
        for file in files.sorted(by: { $0.path < $1.path }) {
            try add(archive, path: file.path, data: file.data, compress: true)
        }
        guard let data = archive.data else { throw CocoaError(.fileWriteUnknown) }
        return data
    }

    /// Builds the book and writes it to `output`, creating its folder.
    public static func write(from directory: URL = sourceDirectory, to output: URL) throws {
        let data = try build(from: directory)
        try FileManager.default.createDirectory(at: output.deletingLastPathComponent(), withIntermediateDirectories: true)
        try data.write(to: output, options: .atomic)
    }

    private static func contents(of directory: URL) throws -> [(path: String, data: Data)] {
        guard let enumerator = FileManager.default.enumerator(at: directory, includingPropertiesForKeys: [.isRegularFileKey])
        else {
            throw CocoaError(.fileReadNoSuchFile)
        }
        var files: [(String, Data)] = []
        let root = directory.standardizedFileURL.path + "/"
        for case let url as URL in enumerator where (try? url.resourceValues(forKeys: [.isRegularFileKey]))?.isRegularFile == true
        {
            let path = String(url.standardizedFileURL.path.dropFirst(root.count))
            files.append((path, try Data(contentsOf: url)))
        }
        return files
    }

    private static func add(_ archive: Archive, path: String, data: Data, compress: Bool) throws {
        let fixedDate = Date(timeIntervalSince1970: 1_790_000_000)
        try archive.addEntry(
            with: path, type: .file, uncompressedSize: Int64(data.count), modificationDate: fixedDate,
            compressionMethod: compress ? .deflate : .none
        ) { position, size in
            data.subdata(in: Int(position)..<Int(position) + size)
        }
    }
}
