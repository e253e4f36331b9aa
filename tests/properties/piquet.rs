//! Property tests of the piquet family (its generators come with its engine).
