/**
 * @generated SignedSource<<148a6036fb6f4954178c19834488d2d1>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type CompanyFormTestQuery$variables = Record<PropertyKey, never>;
export type CompanyFormTestQuery$data = {
  readonly viewer: {
    readonly company: {
      readonly name: string;
      readonly " $fragmentSpreads": FragmentRefs<"CompanyForm_company">;
    } | null | undefined;
  } | null | undefined;
};
export type CompanyFormTestQuery = {
  response: CompanyFormTestQuery$data;
  variables: CompanyFormTestQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
},
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v2 = {
  "enumValues": null,
  "nullable": true,
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
    "name": "CompanyFormTestQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "User",
        "kind": "LinkedField",
        "name": "viewer",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "Company",
            "kind": "LinkedField",
            "name": "company",
            "plural": false,
            "selections": [
              (v0/*:: as any*/),
              {
                "args": null,
                "kind": "FragmentSpread",
                "name": "CompanyForm_company"
              }
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "CompanyFormTestQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "User",
        "kind": "LinkedField",
        "name": "viewer",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "Company",
            "kind": "LinkedField",
            "name": "company",
            "plural": false,
            "selections": [
              (v0/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "website",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "logoUrl",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "about",
                "storageKey": null
              },
              (v1/*:: as any*/)
            ],
            "storageKey": null
          },
          (v1/*:: as any*/)
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "58b2e93cac87dbd9bd9af296221b7a6e",
    "id": null,
    "metadata": {
      "relayTestingSelectionTypeInfo": {
        "viewer": {
          "enumValues": null,
          "nullable": true,
          "plural": false,
          "type": "User"
        },
        "viewer.company": {
          "enumValues": null,
          "nullable": true,
          "plural": false,
          "type": "Company"
        },
        "viewer.company.about": (v2/*:: as any*/),
        "viewer.company.id": (v3/*:: as any*/),
        "viewer.company.logoUrl": (v2/*:: as any*/),
        "viewer.company.name": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "String"
        },
        "viewer.company.website": (v2/*:: as any*/),
        "viewer.id": (v3/*:: as any*/)
      }
    },
    "name": "CompanyFormTestQuery",
    "operationKind": "query",
    "text": "query CompanyFormTestQuery {\n  viewer {\n    company {\n      name\n      ...CompanyForm_company\n      id\n    }\n    id\n  }\n}\n\nfragment CompanyForm_company on Company {\n  name\n  website\n  logoUrl\n  about\n}\n"
  }
};
})();

(node as any).hash = "4ab5ba628044596401e23d548cbe4257";

export default node;
