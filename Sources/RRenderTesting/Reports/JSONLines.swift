import RRender

/// One JSON object per line: what `--json` prints.
public enum JSONLines {
    /// The line of a snapshot result.
    public static func line(_ result: SnapshotResult) -> String {
        var json: [String: JSONValue] = [
            "key": .string(result.key.description), "status": .string(result.status.rawValue),
            "href": .string(result.key.href), "pageInResource": .number(Double(result.key.page))
        ]
        json["page"] = result.pageNumber.map { .number(Double($0)) }
        json["locator"] = result.locator?.toJSON()
        if result.failed || result.change != nil { json["message"] = .string(result.message) }
        if case .environment(let changes, _) = result.change { json["environment"] = .array(changes.map { .string($0) }) }
        return JSONValue.object(json).serialized()
    }

    /// The line of a page pair: status, both locators and page numbers.
    public static func line(_ pair: PagePair) -> String {
        var json: [String: JSONValue] = ["status": .string(pair.status.rawValue), "href": .string(pair.href)]
        json["oldPage"] = pair.old.map { .number(Double($0.number)) }
        json["newPage"] = pair.new.map { .number(Double($0.number)) }
        json["oldLocator"] = pair.old?.locator.toJSON()
        json["newLocator"] = pair.new?.locator.toJSON()
        json["renamedFrom"] = pair.rename.map { .string($0.old) }
        json["change"] = pair.change.map { .string(SnapshotResult.describe($0)) }
        return JSONValue.object(json).serialized()
    }

    /// The line of a file of a folder comparison: path, status, message and, for files in both
    /// folders, the differing pixels, their share and the largest channel difference.
    public static func line(_ entry: FolderComparison.Entry) -> String {
        var json: [String: JSONValue] = [
            "path": .string(entry.path), "status": .string(entry.status.rawValue),
            "message": .string(entry.message)
        ]
        json["differingPixels"] = entry.differingPixels.map { .number(Double($0)) }
        json["differingShare"] = entry.differingShare.map { .number($0) }
        json["maxChannelDelta"] = entry.maxChannelDelta.map { .number(Double($0)) }
        return JSONValue.object(json).serialized()
    }
}
