import { AddressBook } from '@/features/agency/components/address-book';

export default function AddressBookPage() {
  return <AddressBook />;
}
