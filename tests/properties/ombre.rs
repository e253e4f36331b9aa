//! Property tests of the ombre family (its generators come with its engine).
