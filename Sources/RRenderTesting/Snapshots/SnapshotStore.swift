import Foundation
import RRender

/// Goldens on disk: the PNG at the key's path and a JSON sidecar beside it (`page-NNN.json`)
/// with the locator, the text and the environment fingerprint.
struct SnapshotStore: Sendable {
    /// What a sidecar holds.
    struct Sidecar: Sendable {
        var text: String
        var fingerprint: EnvironmentFingerprint
        var locator: Locator?
    }

    /// The snapshot folder.
    let directory: String

    /// The golden PNG's path.
    func imagePath(_ key: SnapshotKey) -> String { directory + "/" + key.path }

    /// The sidecar's path.
    func sidecarPath(_ key: SnapshotKey) -> String { String(imagePath(key).dropLast(4)) + ".json" }

    /// The stored sidecar, nil when there is none or it cannot be read.
    func sidecar(_ key: SnapshotKey) -> Sidecar? {
        guard let data = FileManager.default.contents(atPath: sidecarPath(key)),
            let json = try? JSONValue(parsing: data), let text = json["text"]?.stringValue
        else { return nil }
        let locator = json["locator"].flatMap { try? Locator(json: $0) }
        return Sidecar(text: text, fingerprint: EnvironmentFingerprint(json: json["environment"]), locator: locator)
    }

    /// Writes the golden PNG (its folders too).
    func writeImage(_ png: [UInt8], for key: SnapshotKey) throws {
        let path = imagePath(key)
        try FileManager.default.createDirectory(
            atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        try Data(png).write(to: URL(fileURLWithPath: path), options: .atomic)
    }

    /// Writes the sidecar.
    func writeSidecar(_ sidecar: Sidecar, for key: SnapshotKey) throws {
        var json: [String: JSONValue] = [
            "key": .string(key.description), "text": .string(sidecar.text),
            "environment": sidecar.fingerprint.toJSON()
        ]
        json["locator"] = sidecar.locator?.toJSON()
        try Data(JSONValue.object(json).serialized(pretty: true).utf8).write(
            to: URL(fileURLWithPath: sidecarPath(key)), options: .atomic)
    }

    /// The keys of every golden PNG under `folder` (a key's `folder`), as paths relative to `directory`.
    func storedPaths(under folder: String) -> [String] {
        let root = directory + "/" + folder
        guard let walker = FileManager.default.enumerator(atPath: root) else { return [] }
        return walker.compactMap { $0 as? String }.filter { $0.hasSuffix(".png") }.map { folder + "/" + $0 }.sorted()
    }
}
