import IntentDefinition

/// libFuzzer's entry point: reads `size` bytes at `data` as a property list and traps when an
/// invariant of the reader fails (see ``ReaderInvariants``).
@_cdecl("LLVMFuzzerTestOneInput")
public func readerFuzzTestOneInput(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    var diagnostics: [Diagnostic] = []
    let root = PlistReader.read(bytes: bytes, path: ReaderInvariants.path, diagnostics: &diagnostics)
    ReaderInvariants(bytes).check(root, diagnostics)
    return 0
}
