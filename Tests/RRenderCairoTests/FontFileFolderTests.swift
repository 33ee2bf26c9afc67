import Foundation
import Testing

@testable import RRenderCairo

/// The embedded-font folders in the temporary directory: each is locked while its process
/// lives, and those no process holds (left by a process killed before it could remove its
/// own) are swept away; a live one, another program's folder and one still being made stay.
@Suite struct FontFileFolderTests {
    /// A folder standing in for the temporary directory.
    func scratch() throws -> String {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("rrender-sweep-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: false)
        return path
    }

    /// Makes `name` in `folder` with a file in it.
    func folder(_ name: String, in folder: String) throws -> String {
        let path = folder + "/" + name
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: false)
        try Data("font".utf8).write(to: URL(fileURLWithPath: path + "/face-0-0"))
        return path
    }

    @Test func abandonedFoldersAreRemovedAndHeldOnesStay() throws {
        let temporary = try scratch()
        defer { try? FileManager.default.removeItem(atPath: temporary) }
        let abandoned = try folder(FontFileFolder.namePrefix + "dead", in: temporary)
        let held = try folder(FontFileFolder.namePrefix + "alive", in: temporary)
        let staging = try folder("." + FontFileFolder.namePrefix + "being-made", in: temporary)
        let other = try folder("someone-elses-fonts", in: temporary)
        let lookalike = try folder("old-" + FontFileFolder.namePrefix + "x", in: temporary)
        let lock = open(held, O_RDONLY | O_DIRECTORY)
        #expect(lock >= 0 && flock(lock, LOCK_EX | LOCK_NB) == 0)
        FontFileFolder.removeAbandoned(in: temporary)
        let left = Set(try FileManager.default.contentsOfDirectory(atPath: temporary).map { temporary + "/" + $0 })
        #expect(left == [held, staging, other, lookalike])
        #expect(!FileManager.default.fileExists(atPath: abandoned))
        close(lock)
        FontFileFolder.removeAbandoned(in: temporary)
        #expect(!FileManager.default.fileExists(atPath: held))
    }

    @Test func aLiveFolderIsLockedUntilItGoes() throws {
        var made: FontFileFolder? = try FontFileFolder()
        let path = try #require(made?.url.path)
        #expect(FileManager.default.fileExists(atPath: path))
        let probe = open(path, O_RDONLY | O_DIRECTORY)
        defer { close(probe) }
        #expect(flock(probe, LOCK_EX | LOCK_NB) != 0, "a live folder must be locked")
        FontFileFolder.removeAbandoned(in: URL(fileURLWithPath: path).deletingLastPathComponent().path)
        #expect(FileManager.default.fileExists(atPath: path), "a live folder was swept")
        made = nil
        #expect(!FileManager.default.fileExists(atPath: path))
    }

    /// The folders go in the user's private folder of the temporary directory, made once; a
    /// link of that name, or a folder others may open, is not used (the temporary directory is).
    @Test func foldersGoInAPrivateFolderOfTheUsers() throws {
        let name = "rrender-\(getuid())"
        let temporary = try scratch()
        defer { try? FileManager.default.removeItem(atPath: temporary) }
        let made = FontFileFolder.privateFolder(in: temporary)
        #expect(made == temporary + "/" + name)
        var info = stat()
        #expect(lstat(made, &info) == 0 && info.st_mode & S_IFMT == S_IFDIR && info.st_mode & 0o777 == 0o700)
        #expect(FontFileFolder.privateFolder(in: temporary) == made, "made once, then found")

        let linked = try scratch(), elsewhere = try scratch()
        defer { for path in [linked, elsewhere] { try? FileManager.default.removeItem(atPath: path) } }
        try FileManager.default.createSymbolicLink(atPath: linked + "/" + name, withDestinationPath: elsewhere)
        #expect(FontFileFolder.privateFolder(in: linked) == linked, "a link is not followed")

        let open = try scratch()
        defer { try? FileManager.default.removeItem(atPath: open) }
        #expect(mkdir(open + "/" + name, 0o755) == 0 && chmod(open + "/" + name, 0o755) == 0)
        #expect(FontFileFolder.privateFolder(in: open) == open, "a folder others may open is not used")
    }

    /// A live folder is in the private folder, not in the temporary directory itself.
    @Test func aLiveFolderIsInThePrivateFolder() throws {
        let made = try FontFileFolder()
        let parent = made.url.deletingLastPathComponent().path
        #expect(parent == FontFileFolder.privateFolder(in: FileManager.default.temporaryDirectory.path))
        #expect(parent.hasSuffix("/rrender-\(getuid())"))
    }
}
