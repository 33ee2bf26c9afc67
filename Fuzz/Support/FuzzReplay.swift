import Foundation

/// Runs a fuzz entry point outside libFuzzer, on files.
///
/// In the normal build a fuzz target is a plain program: `FuzzZIP crash-1234 corpus/` runs the
/// entry point once on every file named (a folder: on every file in it, recursively, in name
/// order) and exits 0 when none of them crashed, which is how `Tests/FuzzRegressions` is replayed
/// and how a crash input is debugged without sanitizers. Built for `make fuzz`
/// (`-DRRENDER_LIBFUZZER`), the same entry point is `LLVMFuzzerTestOneInput` instead.
public enum FuzzReplay {
    /// Runs `entry` on each input named by the command line; exits 66 when one cannot be read.
    public static func main(_ entry: ([UInt8]) -> Void) -> Never {
        let arguments = CommandLine.arguments.dropFirst()
        let name = (CommandLine.arguments.first.map { ($0 as NSString).lastPathComponent }) ?? "fuzz"
        guard !arguments.isEmpty else {
            FileHandle.standardError.write(Data("usage: \(name) FILE|FOLDER…  (runs the fuzz entry point on each file)\n".utf8))
            exit(64)
        }
        var count = 0
        for path in inputFiles(Array(arguments)) {
            guard let data = FileManager.default.contents(atPath: path) else {
                FileHandle.standardError.write(Data("\(name): \(path): cannot be read\n".utf8))
                exit(66)
            }
            if ProcessInfo.processInfo.environment["FUZZ_REPLAY_VERBOSE"] != nil {
                FileHandle.standardError.write(Data("\(name): \(path)\n".utf8))
            }
            entry([UInt8](data))
            count += 1
        }
        print("\(name): ran \(count) input\(count == 1 ? "" : "s")")
        exit(0)
    }

    /// The files named, folders expanded to the regular files inside them, in name order.
    static func inputFiles(_ arguments: [String]) -> [String] {
        var files: [String] = []
        for argument in arguments {
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: argument, isDirectory: &isDirectory), isDirectory.boolValue else {
                files.append(argument)
                continue
            }
            let inside = (FileManager.default.enumerator(atPath: argument)?.allObjects as? [String]) ?? []
            files += inside.sorted().map { (argument as NSString).appendingPathComponent($0) }.filter {
                var isFolder: ObjCBool = false
                return FileManager.default.fileExists(atPath: $0, isDirectory: &isFolder) && !isFolder.boolValue
            }
        }
        return files
    }
}

/// The bytes libFuzzer hands `LLVMFuzzerTestOneInput`.
public func fuzzBytes(_ data: UnsafePointer<UInt8>?, _ size: Int) -> [UInt8] {
    guard let data, size > 0 else { return [] }
    return Array(UnsafeBufferPointer(start: data, count: size))
}
