import TestSupport

/// The corpus folder and its files; shared by every test target, so it lives in TestSupport.
typealias CorpusLocator = TestSupport.CorpusLocator
