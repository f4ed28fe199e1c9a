/** How the shopper pays an order still to be paid, its amounts already formatted for the shopper's locale. */
export interface PaymentInstructionsInput {
  bankTransfer: { accountOwner: string; institute: string; iban: string; bic: string; reference: string; amount: string } | null;
  multibanco: { entity: string; reference: string; amount: string; expiresAt: string | null } | null;
}

export interface PaymentInstruction {
  intro: string;
  rows: { label: string; value: string }[];
}

/** In the order the shopper types them: the thank-you page and the order confirmation mail show the same rows. */
export function paymentInstructions({ bankTransfer, multibanco }: PaymentInstructionsInput, t: (key: string) => string): PaymentInstruction[] {
  const instructions: PaymentInstruction[] = [];
  if (bankTransfer) {
    instructions.push({
      intro: t('thankYou.bankIntro'),
      rows: [
        { label: t('bank.amount'), value: bankTransfer.amount },
        { label: t('bank.accountOwner'), value: bankTransfer.accountOwner },
        { label: t('bank.institute'), value: bankTransfer.institute },
        { label: t('bank.iban'), value: bankTransfer.iban },
        { label: t('bank.bic'), value: bankTransfer.bic },
        { label: t('bank.reference'), value: bankTransfer.reference },
      ],
    });
  }
  if (multibanco) {
    instructions.push({
      intro: t('thankYou.multibancoIntro'),
      rows: [
        { label: t('multibanco.entity'), value: multibanco.entity },
        { label: t('multibanco.reference'), value: multibanco.reference },
        { label: t('bank.amount'), value: multibanco.amount },
        ...(multibanco.expiresAt ? [{ label: t('multibanco.expiresAt'), value: multibanco.expiresAt }] : []),
      ],
    });
  }
  return instructions;
}
