"""equal_parts read by structure (fix54a, issue 26, the fifty-first set's TT1): a count, a word for "equal"
in any language and the parts' own noun, named by the question's "each <noun>"; a figure with dots between
groups of three is thousands."""

from course_lib.sim.grounded.equal_parts import worked


def _reply(question: str, line: str) -> str:
    part = worked(question, [line])
    return "" if part is None else part.worked


def test_brazilian_parcelas_with_dotted_thousands():
    assert _reply("Quanto fica cada parcela da matrícula?", "Matrícula: R$ 2.400, em 4 parcelas iguais.").startswith("600 R$")


def test_portuguese_prestacoes_with_a_number_word():
    assert _reply("Qual é cada prestação do seguro?", "Seguro anual: 300 €, pago em três prestações iguais.").startswith("€100")


def test_french_mensualites():
    assert _reply("Combien fait chaque mensualité ?", "Abonnement : 240 €, en quatre mensualités égales.").startswith("€60")


def test_dutch_termijnen():
    assert _reply("Wat is elke termijn?", "Contributie € 90, te betalen in drie gelijke termijnen.").startswith("€30")


def test_decimal_comma_after_dotted_thousands():
    assert _reply("Quanto é cada parcela?", "Total: 1.800,00 €, em 3 parcelas iguais.").startswith("€600")


def test_guard_each_noun_must_name_the_parts():  # guard: "each lesson" is no part of "vier gelijke termijnen"
    assert worked("How much is each lesson?", ["Lesgeld: € 600, te betalen in vier gelijke termijnen."]) is None


def test_guard_english_vocabulary_still_works():  # guard (worked on BASE)
    assert _reply("How much is each instalment?", "Rent: £360 in three equal instalments.").startswith("£120")
