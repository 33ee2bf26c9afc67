import Foundation

/// Turns the HTML documents of the suites into XHTML with an HTML5 parser, once: Debian's
/// `python3-html5lib`, through `scripts/html-to-xhtml.py` (libxml2 2.9's HTML parser is not an
/// HTML5 parser, so it would not build the tree a browser builds). Converted files are kept in
/// a folder and made again only when their source is newer.
struct HTMLConverter {
    /// The suites' root folder.
    let root: String
    /// Where the XHTML files go (`.build/reftests/xhtml`), mirroring the suites' paths.
    let folder: String
    /// The conversion script.
    let script: String
    /// The Python that runs it (Debian's, where python3-html5lib is installed).
    let python: String

    /// Whether `path` is an HTML document (not XHTML).
    static func isHTML(_ path: String) -> Bool {
        let ext = (path as NSString).pathExtension.lowercased()
        return ext == "html" || ext == "htm"
    }

    /// The XHTML file of every HTML document among `paths`, converting those not yet converted.
    func convert(_ paths: [String]) throws(ConformanceError) -> [String: String] {
        var converted: [String: String] = [:], stale: [(String, String)] = []
        for path in Set(paths) where Self.isHTML(path) {
            let target = folder + "/" + path + ".xht"
            converted[path] = target
            if !Self.isNewer(target, than: root + "/" + path) || !Self.isNewer(target, than: script) {
                stale.append((root + "/" + path, target))
            }
        }
        guard !stale.isEmpty else { return converted }
        try run(on: stale.sorted { $0.0 < $1.0 })
        for (path, target) in converted where !FileManager.default.fileExists(atPath: target) {
            throw .converter("\(path) was not converted")
        }
        return converted
    }

    private func run(on pairs: [(String, String)]) throws(ConformanceError) {
        let list = folder + "/conversions.tsv"
        do {
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
            try Data(pairs.map { "\($0.0)\t\($0.1)\n" }.joined().utf8).write(to: URL(fileURLWithPath: list))
        } catch {
            throw .file(list, reason: "cannot be written: \(error)")
        }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: python)
        process.arguments = [script, list]
        let errors = Pipe()
        process.standardError = errors
        do { try process.run() } catch { throw .converter("\(python) \(script) cannot be started: \(error)") }
        let message = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            let first = message.split(separator: "\n").last.map(String.init) ?? "exit \(process.terminationStatus)"
            throw .converter("\(script) failed (is python3-html5lib installed? scripts/setup-debian.sh installs it): \(first)")
        }
    }

    private static func isNewer(_ path: String, than source: String) -> Bool {
        let manager = FileManager.default
        guard let made = (try? manager.attributesOfItem(atPath: path))?[.modificationDate] as? Date,
            let changed = (try? manager.attributesOfItem(atPath: source))?[.modificationDate] as? Date
        else { return false }
        return made >= changed
    }
}
