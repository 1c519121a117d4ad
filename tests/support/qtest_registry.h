#pragma once
// Force-included into every test source (before its own includes, through the precompiled header
// or -include). A test file keeps the plain QTEST_MAIN / QTEST_GUILESS_MAIN / QTEST_APPLESS_MAIN of
// Qt Test, but instead of defining main() the macro registers the suite under its file's base name
// (test_model_flops.cpp -> "test_model_flops"), so that the suites of one tier link into a single
// executable: linking Qt and the project libraries once per tier instead of once per suite is most
// of a clean build's time. The tier's runner (qtest_runner.cpp) runs the suite named on its command
// line in a process of its own, as before; ctest keeps one entry per suite.
#include <QtTest>

namespace moe::testing {

using SuiteMain = int (*)(int argc, char* argv[]);

// Records a suite; `file` is the __FILE__ of the test source. Returns true so that it can
// initialise a namespace-scope constant. Two suites with one name stop the runner at start.
bool registerSuite(const char* file, SuiteMain run);

}  // namespace moe::testing

// Qt 6's three QTEST_*MAIN macros all expand QTEST_MAIN_WRAPPER(TestObject, application setup);
// replacing it keeps each macro's own choice of application class. The body is Qt's, minus the
// self-coverage hook; it lives in an anonymous namespace, so every test file may have one.
#ifndef QTEST_MAIN_WRAPPER
#error "qtest_registry.h expects Qt 6's QTEST_MAIN_WRAPPER from <QtTest>"
#endif
#undef QTEST_MAIN_WRAPPER
// The names carry __COUNTER__ so that several test files compiled as one unity source
// (MOE_UNITY_BUILD) do not define the same function twice.
#define MOE_SUITE_CAT_(a, b) a##b
#define MOE_SUITE_CAT(a, b) MOE_SUITE_CAT_(a, b)
#define QTEST_MAIN_WRAPPER(TestObject, ...) MOE_SUITE_WRAPPER(__COUNTER__, TestObject, __VA_ARGS__)
#define MOE_SUITE_WRAPPER(n, TestObject, ...)                                                 \
    namespace {                                                                               \
    int MOE_SUITE_CAT(moeRunSuite, n)(int argc, char* argv[]) {                               \
        QT_PREPEND_NAMESPACE(QTest::Internal::callInitMain)<TestObject>();                    \
        __VA_ARGS__                                                                           \
        TestObject tc;                                                                        \
        QTEST_SET_MAIN_SOURCE_PATH                                                            \
        return QTest::qExec(&tc, argc, argv);                                                 \
    }                                                                                         \
    [[maybe_unused]] const bool MOE_SUITE_CAT(moeSuiteRegistered, n) =                        \
        moe::testing::registerSuite(__FILE__, &MOE_SUITE_CAT(moeRunSuite, n));                \
    }
