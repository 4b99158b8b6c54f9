/**
 * @generated SignedSource<<721907f8e924c3c4b51e2aa3e0c31894>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type CertificateStatus = "REVOKED" | "VALID" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type CertificateRow_certificate$data = {
  readonly code: string;
  readonly holder: {
    readonly displayName: string;
    readonly id: string;
  };
  readonly id: string;
  readonly issuedAt: string;
  readonly revocationReason: string | null | undefined;
  readonly revokedAt: string | null | undefined;
  readonly status: CertificateStatus;
  readonly testSlug: string;
  readonly testTitle: string;
  readonly " $fragmentType": "CertificateRow_certificate";
};
export type CertificateRow_certificate$key = {
  readonly " $data"?: CertificateRow_certificate$data;
  readonly " $fragmentSpreads": FragmentRefs<"CertificateRow_certificate">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
};
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "CertificateRow_certificate",
  "selections": [
    (v0/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "code",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "status",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "issuedAt",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "revokedAt",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "revocationReason",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "testTitle",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "testSlug",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "User",
      "kind": "LinkedField",
      "name": "holder",
      "plural": false,
      "selections": [
        (v0/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "displayName",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Certificate",
  "abstractKey": null
};
})();

(node as any).hash = "6b9fe57673ab5675c1e76ee139c494d7";

export default node;
