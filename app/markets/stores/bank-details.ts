import type { CountryCode } from '../codes';

/** Bank-transfer data shown after an order paid by bank transfer. The account holder is the seller in every store
 * (its configured legal name), never a per-store text. */
export interface BankDetails {
  /** BIC or SWIFT code. */
  readonly bic: string;
  readonly institute: string;
  /** Electronic format, no spaces. */
  readonly iban: string;
}

/** Real bank names and BICs so the page looks right; the account numbers are invented (with valid IBAN check
 * digits) and must be replaced by the operator's store data. */
const account = (institute: string, bic: string, iban: string): BankDetails => Object.freeze({ bic, institute, iban });

export const BANK_DETAILS: Readonly<Record<CountryCode, BankDetails>> = Object.freeze({
  AT: account('Erste Bank der oesterreichischen Sparkassen AG', 'GIBAATWWXXX', 'AT412011182841059000'),
  BE: account('KBC Bank NV', 'KREDBEBB', 'BE07734054231288'),
  BG: account('UniCredit Bulbank AD', 'UNCRBGSF', 'BG95UNCR70001523456789'),
  CH: account('UBS Switzerland AG', 'UBSWCHZH80A', 'CH7000230023456789012'),
  CZ: account('Československá obchodní banka, a. s.', 'CEKOCZPP', 'CZ4903000000002814569733'),
  DE: account('Deutsche Bank AG', 'DEUTDEDKXXX', 'DE81370700600265811900'),
  DK: account('Danske Bank A/S', 'DABADKKK', 'DK4230004412568420'),
  ES: account('CaixaBank, S.A.', 'CAIXESBBXXX', 'ES7921000813610123456789'),
  FI: account('Nordea Bank Abp', 'NDEAFIHH', 'FI2215723000458216'),
  FR: account('BNP Paribas', 'BNPAFRPPXXX', 'FR3730004008280001083456123'),
  GB: account('Barclays Bank UK PLC', 'BUKBGB22', 'GB75BARC20041543087526'),
  GR: account('National Bank of Greece S.A.', 'ETHNGRAA', 'GR1101101250000012345678901'),
  HR: account('Zagrebačka banka d.d.', 'ZABAHR2X', 'HR2923600001102345678'),
  HU: account('OTP Bank Nyrt.', 'OTPVHUHB', 'HU26117080072034567800000000'),
  IE: account('Bank of Ireland', 'BOFIIE2D', 'IE83BOFI90001745678912'),
  IT: account('Intesa Sanpaolo S.p.A.', 'BCITITMM', 'IT61X0306909606100000012345'),
  LT: account('Swedbank, AB', 'HABALT22', 'LT717300010123456789'),
  NL: account('ING Bank N.V.', 'INGBNL2A', 'NL53INGB0006573241'),
  NO: account('DNB Bank ASA', 'DNBANOKK', 'NO0615034567894'),
  PL: account('PKO Bank Polski S.A.', 'BPKOPLPW', 'PL38102010260000190203456789'),
  PT: account('Caixa Geral de Depósitos, S.A.', 'CGDIPTPL', 'PT04003506970001234567893'),
  RO: account('Banca Transilvania S.A.', 'BTRLRO22', 'RO16BTRLRONCRT0123456701'),
  SE: account('Svenska Handelsbanken AB', 'HANDSESS', 'SE0260000000000512345678'),
  SK: account('Tatra banka, a.s.', 'TATRSKBX', 'SK8311000000002928834567'),
  SI: account('Nova Ljubljanska banka d.d.', 'LJBASI2X', 'SI27020100012345678'),
});
