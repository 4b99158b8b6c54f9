/**
 * @generated SignedSource<<5817ba41b7ff68b62e44b6a4a57d76f2>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type AdminCollaboratorRowTestQuery$variables = Record<PropertyKey, never>;
export type AdminCollaboratorRowTestQuery$data = {
  readonly collaborator: {
    readonly " $fragmentSpreads": FragmentRefs<"AdminCollaboratorRow_collaborator">;
  } | null | undefined;
};
export type AdminCollaboratorRowTestQuery = {
  response: AdminCollaboratorRowTestQuery$data;
  variables: AdminCollaboratorRowTestQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "kind": "Literal",
    "name": "slug",
    "value": "sara-ahmadi"
  }
],
v1 = {
  "enumValues": null,
  "nullable": false,
  "plural": false,
  "type": "String"
};
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "AdminCollaboratorRowTestQuery",
    "selections": [
      {
        "alias": null,
        "args": (v0/*:: as any*/),
        "concreteType": "Collaborator",
        "kind": "LinkedField",
        "name": "collaborator",
        "plural": false,
        "selections": [
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "AdminCollaboratorRow_collaborator"
          }
        ],
        "storageKey": "collaborator(slug:\"sara-ahmadi\")"
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "AdminCollaboratorRowTestQuery",
    "selections": [
      {
        "alias": null,
        "args": (v0/*:: as any*/),
        "concreteType": "Collaborator",
        "kind": "LinkedField",
        "name": "collaborator",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "id",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "path",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "displayName",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "state",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "suspendedAt",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "suspendedReason",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "updatedAt",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "CollaboratorWords",
            "kind": "LinkedField",
            "name": "readerWords",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "locale",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "headline",
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "storageKey": "collaborator(slug:\"sara-ahmadi\")"
      }
    ]
  },
  "params": {
    "cacheID": "9302c10f05365bcef480dda2a2a715cb",
    "id": null,
    "metadata": {
      "relayTestingSelectionTypeInfo": {
        "collaborator": {
          "enumValues": null,
          "nullable": true,
          "plural": false,
          "type": "Collaborator"
        },
        "collaborator.displayName": (v1/*:: as any*/),
        "collaborator.id": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "ID"
        },
        "collaborator.path": (v1/*:: as any*/),
        "collaborator.readerWords": {
          "enumValues": null,
          "nullable": true,
          "plural": false,
          "type": "CollaboratorWords"
        },
        "collaborator.readerWords.headline": (v1/*:: as any*/),
        "collaborator.readerWords.locale": (v1/*:: as any*/),
        "collaborator.state": {
          "enumValues": [
            "DRAFT",
            "PUBLISHED",
            "HIDDEN",
            "SUSPENDED"
          ],
          "nullable": true,
          "plural": false,
          "type": "CollaboratorState"
        },
        "collaborator.suspendedAt": {
          "enumValues": null,
          "nullable": true,
          "plural": false,
          "type": "DateTime"
        },
        "collaborator.suspendedReason": {
          "enumValues": null,
          "nullable": true,
          "plural": false,
          "type": "String"
        },
        "collaborator.updatedAt": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "DateTime"
        }
      }
    },
    "name": "AdminCollaboratorRowTestQuery",
    "operationKind": "query",
    "text": "query AdminCollaboratorRowTestQuery {\n  collaborator(slug: \"sara-ahmadi\") {\n    ...AdminCollaboratorRow_collaborator\n    id\n  }\n}\n\nfragment AdminCollaboratorRow_collaborator on Collaborator {\n  id\n  path\n  displayName\n  state\n  suspendedAt\n  suspendedReason\n  updatedAt\n  readerWords {\n    locale\n    headline\n  }\n}\n"
  }
};
})();

(node as any).hash = "8083ebca54dc468e7c731e3a489d5250";

export default node;
