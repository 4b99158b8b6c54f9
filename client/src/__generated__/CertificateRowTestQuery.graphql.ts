/**
 * @generated SignedSource<<03b95d2bc19bf973318377d6bf95be6a>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type CertificateRowTestQuery$variables = Record<PropertyKey, never>;
export type CertificateRowTestQuery$data = {
  readonly certificate: {
    readonly " $fragmentSpreads": FragmentRefs<"CertificateRow_certificate">;
  } | null | undefined;
};
export type CertificateRowTestQuery = {
  response: CertificateRowTestQuery$data;
  variables: CertificateRowTestQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "kind": "Literal",
    "name": "code",
    "value": "ABCDE-FGHJK-MNPQR-STVWX"
  }
],
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v2 = {
  "enumValues": null,
  "nullable": false,
  "plural": false,
  "type": "String"
},
v3 = {
  "enumValues": null,
  "nullable": false,
  "plural": false,
  "type": "ID"
};
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "CertificateRowTestQuery",
    "selections": [
      {
        "alias": null,
        "args": (v0/*:: as any*/),
        "concreteType": "Certificate",
        "kind": "LinkedField",
        "name": "certificate",
        "plural": false,
        "selections": [
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "CertificateRow_certificate"
          }
        ],
        "storageKey": "certificate(code:\"ABCDE-FGHJK-MNPQR-STVWX\")"
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "CertificateRowTestQuery",
    "selections": [
      {
        "alias": null,
        "args": (v0/*:: as any*/),
        "concreteType": "Certificate",
        "kind": "LinkedField",
        "name": "certificate",
        "plural": false,
        "selections": [
          (v1/*:: as any*/),
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
              (v1/*:: as any*/),
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
        "storageKey": "certificate(code:\"ABCDE-FGHJK-MNPQR-STVWX\")"
      }
    ]
  },
  "params": {
    "cacheID": "ee0d4cb74fcf580d528845b52407a47c",
    "id": null,
    "metadata": {
      "relayTestingSelectionTypeInfo": {
        "certificate": {
          "enumValues": null,
          "nullable": true,
          "plural": false,
          "type": "Certificate"
        },
        "certificate.code": (v2/*:: as any*/),
        "certificate.holder": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "User"
        },
        "certificate.holder.displayName": (v2/*:: as any*/),
        "certificate.holder.id": (v3/*:: as any*/),
        "certificate.id": (v3/*:: as any*/),
        "certificate.issuedAt": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "DateTime"
        },
        "certificate.revocationReason": {
          "enumValues": null,
          "nullable": true,
          "plural": false,
          "type": "String"
        },
        "certificate.revokedAt": {
          "enumValues": null,
          "nullable": true,
          "plural": false,
          "type": "DateTime"
        },
        "certificate.status": {
          "enumValues": [
            "VALID",
            "REVOKED"
          ],
          "nullable": false,
          "plural": false,
          "type": "CertificateStatus"
        },
        "certificate.testSlug": (v2/*:: as any*/),
        "certificate.testTitle": (v2/*:: as any*/)
      }
    },
    "name": "CertificateRowTestQuery",
    "operationKind": "query",
    "text": "query CertificateRowTestQuery {\n  certificate(code: \"ABCDE-FGHJK-MNPQR-STVWX\") {\n    ...CertificateRow_certificate\n    id\n  }\n}\n\nfragment CertificateRow_certificate on Certificate {\n  id\n  code\n  status\n  issuedAt\n  revokedAt\n  revocationReason\n  testTitle\n  testSlug\n  holder {\n    id\n    displayName\n  }\n}\n"
  }
};
})();

(node as any).hash = "38424afd43340857470c42c2dd2b319d";

export default node;
